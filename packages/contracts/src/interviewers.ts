import { z } from 'zod';
import { checkedBy, formSchema } from './form-schema';
import { interviewOutcomeFields, interviewStatusSchema } from './interviews';
import { levelAmountsSchema } from './money';
import { pageOf, pageQuerySchema, sortOrderSchema } from './pagination';
import { normalizePhone } from './phone';
import { optionalHttpUrl, optionalText, searchQuerySchema, textInput } from './record-fields';
import { cleanTags } from './tags';

const id = z.number().int();

/**
 * An interviewer as the API shows it (spec §3). `rating` is 0–5 or null when not rated yet; `price` null is unset.
 * `level_rates`: hourly pay per position level in minor units (issue 21), over the price; `{}` when none.
 */
export const interviewerSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  telegram: z.string().nullable(),
  telegram_chat_id: z.string().nullable(),
  price: z.number().nullable(),
  rating: z.number().nullable(),
  feedback_folder_id: z.string().nullable(),
  notes: z.string().nullable(),
  tech_stack: z.array(z.string()),
  timezone: z.string().nullable(),
  level_rates: levelAmountsSchema,
});
export type Interviewer = z.infer<typeof interviewerSchema>;

/** The new-interviewer modal's message (spec §5). */
export const INTERVIEWER_NAME_EMAIL_REQUIRED = 'Name and Email are required.';
export const DUPLICATE_INTERVIEWER_EMAIL = 'An interviewer with this email already exists';

const required = textInput({ error: INTERVIEWER_NAME_EMAIL_REQUIRED })
  .trim()
  .min(1, INTERVIEWER_NAME_EMAIL_REQUIRED);

/**
 * An IANA zone name as the tz database spells it ("Asia/Kolkata", "Etc/GMT+5", "UTC") that the runtime knows.
 * Runtimes also accept any case ("asia/kolkata") and, lately, offsets ("+05:30"); neither is a zone name, and a
 * wrong case would not match the screens' list, so both are refused.
 */
function isTimeZone(value: string): boolean {
  if (!/^[A-Z][\w+-]*(?:\/[A-Z][\w+-]*)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Create (POST) or edit (PUT) an interviewer. Name and email are required. On an edit a field left out keeps
 * its value and null or blank clears it; on create a field left out is empty. The phone is stored formatted
 * (`formatPhone`), tech-stack tags trimmed without blanks or exact duplicates; a null price is unset (spec §7:
 * "empty becomes unset"), while a new interviewer without one starts at 0. `rating` is read-only and unknown
 * fields are dropped.
 */
export const interviewerInputSchema = z.object({
  name: required.max(200),
  email: required.max(320).pipe(z.email('Enter a valid e-mail address')),
  phone: textInput()
    .max(40)
    .nullish()
    .transform((value) => (value === undefined ? undefined : normalizePhone(value))),
  telegram: optionalText(100),
  telegram_chat_id: z
    .union([textInput().max(40), z.number().int()])
    .nullish()
    .transform((value) => (value == null ? value : String(value).trim() || null))
    .refine((value) => value == null || /^-?\d{1,20}$/.test(value), {
      message: 'Telegram Chat ID must be a number',
    }),
  price: z.number().min(0, 'Price cannot be negative').max(1_000_000).nullish(),
  feedback_folder_id: optionalHttpUrl('Feedback folder must be an http(s) link'),
  notes: optionalText(20_000),
  tech_stack: z
    .array(textInput().max(100))
    .max(100)
    .nullish()
    .transform((value) => (value == null ? value : cleanTags(value))),
  timezone: optionalText(64).refine((value) => value == null || isTimeZone(value), {
    message: 'Time zone must be an IANA name such as Europe/Berlin',
  }),
});
export type InterviewerInput = z.input<typeof interviewerInputSchema>;

/** What interviewers change on their own record (issue 20); the rest stays the agency's. */
export const interviewerOwnFields = ['phone', 'telegram', 'telegram_chat_id', 'timezone'] as const;
export const INTERVIEWER_OWN_FIELDS_ONLY =
  'You can change your phone, Telegram and time zone; ask a recruiter to change the rest';
export type InterviewerValues = z.output<typeof interviewerInputSchema>;

const interviewerFormFields = {
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  price: z.union([z.number(), z.string()]),
  notes: z.string(),
  tech_stack: z.array(z.string()),
  timezone: z.string().nullable(),
};

/** A price as a NumberInput holds it: a number, or text while empty or being typed. */
function priceOf(price: number | string, empty: number | null): number | null {
  if (typeof price === 'number') return price;
  const parsed = price.trim() ? Number(price) : empty;
  return Number.isNaN(parsed) ? null : parsed;
}

/**
 * '+ New Interviewer' (spec §5): name and e-mail first, with the spec's message; an empty price is the default, 0
 * (spec §7). The body goes as typed; the server normalises it.
 */
export const newInterviewerFormSchema = formSchema({
  fields: z.object(interviewerFormFields),
  firstProblem: ({ name, email }) => {
    // One rule for both fields, held by the first, so that it lasts until both are filled.
    return name.trim() && email.trim() ? null : { path: 'name', message: INTERVIEWER_NAME_EMAIL_REQUIRED };
  },
  toBody: ({ email, price, ...values }) => ({
    ...values,
    email: email.trim(),
    price: priceOf(price, 0) ?? 0,
  }),
  request: checkedBy(interviewerInputSchema),
});

/**
 * The interviewer card's edit form: the full interviewer for PUT, the price parsed as a number (empty becomes
 * unset), the rating left out. The body goes as typed; the server normalises it.
 */
export const interviewerFormSchema = formSchema({
  fields: z.object({
    ...interviewerFormFields,
    telegram: z.string(),
    telegram_chat_id: z.string(),
    feedback_folder_id: z.string(),
  }),
  toBody: ({ email, price, ...values }) => ({ ...values, email: email.trim(), price: priceOf(price, null) }),
  request: checkedBy(interviewerInputSchema),
});
export type InterviewerFormValues = z.input<typeof interviewerFormSchema>;

export const interviewerSortColumns = ['name', 'price', 'rating'] as const;

/** Search matches name, e-mail or a tech-stack tag; the default order is by name (spec §9). */
export const interviewerListQuerySchema = z.object({
  search: searchQuerySchema,
  ...pageQuerySchema.shape,
  sort_by: z.enum(interviewerSortColumns).default('name'),
  sort_order: sortOrderSchema,
});
export type InterviewerListQuery = z.input<typeof interviewerListQuerySchema>;
export type InterviewerListParams = z.output<typeof interviewerListQuerySchema>;
export const interviewerPageSchema = pageOf(interviewerSchema);

/** One row of the interviewer page's interview tables. */
export const interviewerInterviewSchema = z.object({
  id,
  date: z.string(),
  duration: z.number().int(),
  status: interviewStatusSchema,
  candidate: z.object({ id, name: z.string() }),
  job: z.object({ id, title: z.string() }),
  ...interviewOutcomeFields,
});
export type InterviewerInterview = z.infer<typeof interviewerInterviewSchema>;

/** Upcoming (date after now, soonest first) and historical (now or earlier, latest first) interviews. */
export const interviewerInterviewsSchema = z.object({
  upcoming: z.array(interviewerInterviewSchema),
  historical: z.array(interviewerInterviewSchema),
});
export type InterviewerInterviews = z.infer<typeof interviewerInterviewsSchema>;
