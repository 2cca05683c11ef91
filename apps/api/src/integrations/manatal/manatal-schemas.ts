import { z } from 'zod';

// Tolerant on purpose: unknown fields pass through, and fields the reference is unsure about may be null or
// missing. Only what the product cannot do without (ids, names) is required.

const id = z.number().int();
const text = z.string().nullish();
/** Manatal sends datetimes as `2020-11-25T01:47:27Z` and dates as `2020-11-25`; kept as strings. */
const timestamp = z.string().nullish();
/** A related object arrives as a bare id; tolerate an expanded `{ id }` too and keep only the id. */
const relatedId = z.union([id, z.looseObject({ id }).transform((related) => related.id)]).nullish();

export const manatalOrganizationSchema = z.looseObject({
  id,
  name: z.string(),
  website: text,
  description: text,
  address: text,
  external_id: text,
  created_at: timestamp,
  updated_at: timestamp,
});

export const manatalJobSchema = z.looseObject({
  id,
  position_name: z.string(),
  organization: relatedId,
  /** Documented values: active, on_hold, won, lost. Any string is accepted so a new status cannot stop a sync. */
  status: text,
  description: text,
  career_page_url: text,
  created_at: timestamp,
  updated_at: timestamp,
});

export const manatalCandidateSchema = z.looseObject({
  id,
  full_name: z.string(),
  email: text,
  phone_number: text,
  current_position: text,
  current_company: text,
  address: text,
  candidate_location: text,
  description: text,
  external_id: text,
  created_at: timestamp,
  updated_at: timestamp,
});

export const manatalNoteSchema = z.looseObject({
  id,
  info: text,
  /** A user id or an expanded user; the product does not read it. */
  creator: z.unknown().optional(),
  created_at: timestamp,
});

export const manatalExperienceSchema = z.looseObject({
  id,
  title: text,
  company_name: text,
  description: text,
  start_date: timestamp,
  end_date: timestamp,
});

/** The paginated list envelope; items are validated one by one afterwards so errors can name their index. */
export const manatalPageSchema = z.looseObject({
  count: z.number().int().nullish(),
  next: z.string().nullish(),
  previous: z.string().nullish(),
  results: z.array(z.unknown()),
});

export type ManatalOrganization = z.infer<typeof manatalOrganizationSchema>;
export type ManatalJob = z.infer<typeof manatalJobSchema>;
export type ManatalCandidate = z.infer<typeof manatalCandidateSchema>;
export type ManatalNote = z.infer<typeof manatalNoteSchema>;
export type ManatalExperience = z.infer<typeof manatalExperienceSchema>;
