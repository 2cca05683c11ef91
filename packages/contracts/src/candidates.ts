import { z } from 'zod';
import { checkedBy, formSchema } from './form-schema';
import { pageOf, pageQuerySchema, sortOrderSchema } from './pagination';
import { optionalEmail, optionalText, searchQuerySchema, textInput } from './record-fields';

const id = z.number().int();

/** A candidate in the list (spec §3); `manatal_id` is the applicant-tracking service's id. */
export const candidateSchema = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  title: z.string().nullable(),
  experience: z.number().int().nullable(),
  manatal_id: z.number().int().nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

/**
 * A candidate with their notes: entries headed by a bracketed date marker and a colon, then HTML content
 * (`[2024-05-01]: <p>…</p>`), cleaned of scripts when saved.
 */
export const candidateDetailSchema = candidateSchema.extend({
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

export const CANDIDATE_NAME_REQUIRED = 'Name is required';

/**
 * Edits a candidate. The name is required; a field left out keeps its value, null or blank clears it.
 * Experience is in whole years, 0 or more.
 */
export const candidateUpdateSchema = z.object({
  name: textInput({ error: CANDIDATE_NAME_REQUIRED }).trim().min(1, CANDIDATE_NAME_REQUIRED).max(200),
  email: optionalEmail('Enter a valid e-mail address'),
  phone: optionalText(40),
  location: optionalText(200),
  title: optionalText(200),
  experience: z
    .number({ error: 'Experience must be a whole number of years' })
    .int('Experience must be a whole number of years')
    .min(0, 'Experience cannot be negative')
    .max(100)
    .nullish(),
  notes: textInput().max(200_000).nullish(),
});

/**
 * The candidate card's edit form: the name as saved, the edited fields, an empty experience as unset. The body
 * goes as typed; the server normalises it.
 */
export const candidateFormSchema = formSchema({
  fields: z.object({
    name: z.string(),
    email: z.string(),
    location: z.string(),
    phone: z.string(),
    experience: z.union([z.number(), z.string()]),
  }),
  toBody: ({ experience, ...values }) => ({
    ...values,
    experience: typeof experience === 'number' ? experience : null,
  }),
  request: checkedBy(candidateUpdateSchema),
});
export type CandidateUpdateInput = z.input<typeof candidateUpdateSchema>;
export type CandidateUpdateValues = z.output<typeof candidateUpdateSchema>;

export const candidateSortColumns = ['name', 'email', 'location'] as const;

/** Search matches name or e-mail; the default order is by name (spec §9). */
export const candidateListQuerySchema = z.object({
  search: searchQuerySchema,
  ...pageQuerySchema.shape,
  sort_by: z.enum(candidateSortColumns).default('name'),
  sort_order: sortOrderSchema,
});
export type CandidateListQuery = z.input<typeof candidateListQuerySchema>;
export type CandidateListParams = z.output<typeof candidateListQuerySchema>;
export const candidatePageSchema = pageOf(candidateSchema);
