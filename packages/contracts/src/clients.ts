import { z } from 'zod';
import { checkedBy } from './form-schema';
import { billingRuleSchema } from './money';
import { pageOf, pageQuerySchema, sortOrderSchema } from './pagination';
import { optionalHttpUrl, searchQuerySchema, textInput } from './record-fields';

/**
 * A client company (spec §3); `manatal_id` is its organization id in the applicant-tracking service. `billing` is
 * what it is billed per interview (issue 21, null: not set), for staff only: the key is absent for interviewers.
 */
export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  manatal_id: z.number().int().nullable(),
  billing: billingRuleSchema.nullable().optional(),
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_NAME_REQUIRED = 'Name is required';

/** Edits a client: the name is required; the website is an http(s) link, and blank or null clears it. */
export const clientUpdateSchema = z.object({
  name: textInput({ error: CLIENT_NAME_REQUIRED }).trim().min(1, CLIENT_NAME_REQUIRED).max(200),
  website: optionalHttpUrl('Website must be an http(s) link'),
});

/** The client card's edit form: name and website as typed; the server normalises them. */
export const clientFormSchema = checkedBy(clientUpdateSchema);
export type ClientUpdateInput = z.input<typeof clientUpdateSchema>;
export type ClientUpdateValues = z.output<typeof clientUpdateSchema>;

export const clientSortColumns = ['name', 'website'] as const;

/** Search matches name or website; the default order is by name (spec §9). */
export const clientListQuerySchema = z.object({
  search: searchQuerySchema,
  ...pageQuerySchema.shape,
  sort_by: z.enum(clientSortColumns).default('name'),
  sort_order: sortOrderSchema,
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;
export type ClientListParams = z.output<typeof clientListQuerySchema>;
export const clientPageSchema = pageOf(clientSchema);
