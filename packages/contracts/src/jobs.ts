import { z } from 'zod';
import { formSchema } from './form-schema';
import { billingRuleSchema, positionLevelSchema } from './money';
import { pageMetaSchema, pageQuerySchema, sortOrderSchema } from './pagination';
import { normalizePositionStatus, parsePositionStatusList, positionStatusSchema } from './position-status';
import {
  isHttpUrl,
  optionalText,
  recordIdQuerySchema,
  recordIdSchema,
  searchQuerySchema,
  textInput,
} from './record-fields';
import { cleanTagsIgnoringCase } from './tags';

const id = z.number().int();

/**
 * A position (job) as the lists read it (spec §3). `internal_notes` is for recruiters only: the key is absent
 * from every answer to an interviewer, as is `billing`, the position's own rule over its client's (issue 21;
 * null: the client's). `level` picks the level rates.
 */
export const jobSchema = z.object({
  id,
  title: z.string(),
  status: positionStatusSchema,
  client_id: id.nullable(),
  client_name: z.string().nullable(),
  technologies: z.array(z.string()),
  template_id: id.nullable(),
  template_name: z.string().nullable(),
  note_for_interviewers: z.string().nullable(),
  internal_notes: z.string().nullable().optional(),
  feedback_template_link: z.string().nullable(),
  posting_link: z.string().nullable(),
  manatal_id: z.number().int().nullable(),
  interview_count: z.number().int(),
  level: positionLevelSchema.nullable(),
  billing: billingRuleSchema.nullable().optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobDetailSchema = jobSchema.extend({
  /** `billing`: the client's rule, which applies while the position has none of its own (staff only). */
  client: z
    .object({
      id,
      name: z.string(),
      website: z.string().nullable(),
      billing: billingRuleSchema.nullable().optional(),
    })
    .nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

export const jobSortColumns = ['title', 'client_name', 'status'] as const;

/**
 * Query of GET /api/jobs. `status` is a comma list (or repeated); unknown values are ignored and no known value
 * means every status. `search` matches the title or the client's name.
 */
export const jobListQuerySchema = z.object({
  status: z
    .union([textInput().max(200), z.array(textInput().max(200)).max(10)])
    .optional()
    .transform((value) => parsePositionStatusList(Array.isArray(value) ? value.join(',') : value)),
  ...pageQuerySchema.shape,
  sort_by: z.enum(jobSortColumns).default('title'),
  sort_order: sortOrderSchema,
  client_id: recordIdQuerySchema,
  search: searchQuerySchema,
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;
export type JobListParams = z.output<typeof jobListQuerySchema>;

/** The list's meta also names the statuses a position can have, for the status filter. */
export const jobPageSchema = z.object({
  data: z.array(jobSchema),
  meta: pageMetaSchema.extend({ available_statuses: z.array(positionStatusSchema) }),
});
export type JobPage = z.infer<typeof jobPageSchema>;

/** A Google spreadsheet id as pasted from a sheet's address (`1AbC…`). */
const SPREADSHEET_ID = /^[A-Za-z0-9_-]{10,}$/;

/**
 * The feedback template link the position page stores (spec §2): a bare spreadsheet id becomes the sheet's
 * full link, a full http(s) link is kept. Null for a blank value or anything else.
 * @example spreadsheetLink('1AbCdEfGhIjK') // 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjK/edit'
 */
export function spreadsheetLink(value: string): string | null {
  const trimmed = value.trim();
  if (isHttpUrl(trimmed)) return trimmed;
  if (SPREADSHEET_ID.test(trimmed)) return `https://docs.google.com/spreadsheets/d/${trimmed}/edit`;
  return null;
}

export const POSITION_TITLE_REQUIRED = 'Position title is required';
export const UNKNOWN_POSITION_STATUS = 'Status must be active, filled, cancelled or paused';

/**
 * PUT /api/jobs/{id}: the detail screen sends {technologies, template_id, note_for_interviewers, internal_notes,
 * feedback_template_link}, the edit screen {title, status, template_id}. Only the fields sent change; null or
 * blank clears a field. Status is free text read through `normalizePositionStatus` ('closed' → filled …).
 */
export const jobUpdateSchema = z.object({
  title: textInput({ error: POSITION_TITLE_REQUIRED })
    .trim()
    .min(1, POSITION_TITLE_REQUIRED)
    .max(300)
    .optional(),
  status: textInput()
    .max(50)
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const status = normalizePositionStatus(value);
      if (status) return status;
      ctx.addIssue({ code: 'custom', message: UNKNOWN_POSITION_STATUS });
      return z.NEVER;
    }),
  template_id: recordIdSchema.nullish(),
  technologies: z
    .array(textInput().max(100))
    .max(100)
    .nullish()
    .transform((value) => (value === undefined ? undefined : cleanTagsIgnoringCase(value ?? []))),
  note_for_interviewers: optionalText(20_000),
  internal_notes: optionalText(20_000),
  feedback_template_link: optionalText(2000).transform((value, ctx) => {
    if (value == null) return value;
    const link = spreadsheetLink(value);
    if (link) return link;
    ctx.addIssue({ code: 'custom', message: 'Enter a spreadsheet ID or a full http(s) link' });
    return z.NEVER;
  }),
});

/** The position edit page: Position Title, Status and Feedback Template ('' for none), as the server parses them. */
export const positionEditFormSchema = formSchema({
  fields: z.object({ title: z.string(), status: z.string(), template_id: z.string() }),
  toBody: ({ template_id, ...values }) => ({
    ...values,
    template_id: template_id === '' ? null : Number(template_id),
  }),
  request: jobUpdateSchema,
});

/**
 * The position page's edit form: the template as saved and the edited fields (internal notes only for those who
 * see them). The body is as the server parses it: a bare spreadsheet ID becomes a full spreadsheet link,
 * technologies are trimmed with case-insensitive duplicates dropped.
 */
export const positionDetailsFormSchema = formSchema({
  fields: z.object({
    template_id: z.number().nullable(),
    feedback_template_link: z.string(),
    note_for_interviewers: z.string(),
    internal_notes: z.string().optional(),
    technologies: z.array(z.string()),
  }),
  toBody: (values) => values,
  request: jobUpdateSchema,
});
export type JobUpdateInput = z.input<typeof jobUpdateSchema>;
export type JobUpdateValues = z.output<typeof jobUpdateSchema>;
