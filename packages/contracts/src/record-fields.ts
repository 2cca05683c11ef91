import { z } from 'zod';

/** The largest id PostgreSQL's `integer` holds; larger ids are refused with 400 rather than failing in SQL. */
export const MAX_RECORD_ID = 2_147_483_647;

/** A record id inside a JSON body. */
export const recordIdSchema = z.number().int().min(1).max(MAX_RECORD_ID);

/**
 * A number a form may send as text ("4"): text is coerced like `z.coerce`, anything else that is not a number
 * (`true`, `[3]`, `null`) is refused rather than turned into 1, 3 or 0.
 */
export function numberFromForm<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'number' || typeof value === 'string' ? value : Number.NaN),
    schema,
  );
}

/** `{id}` in a route's path. */
export const recordIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(MAX_RECORD_ID) });

/** An optional id in a query string (`client_id=12`). */
export const recordIdQuerySchema = z.coerce.number().int().min(1).max(MAX_RECORD_ID).optional();

/**
 * `search` in a list's query string: trimmed; blank means no search. A NUL character is refused (400): no stored
 * text holds one, and PostgreSQL rejects it in a parameter, which answered 500.
 */
export const searchQuerySchema = z
  .string()
  .trim()
  .max(200)
  .refine((value) => !value.includes('\u0000'), 'Search must not contain a NUL character')
  .optional();

/**
 * An optional text field of an update. Absent stays absent (the field is left as it is); null or blank becomes
 * null (the field is cleared); anything else is trimmed.
 */
export function optionalText(max: number) {
  return z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value == null ? value : value.trim() || null));
}

/** Whether a value is an absolute http(s) link. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An optional http(s) link: absent stays absent, blank becomes null, anything else must be a link. */
export function optionalHttpUrl(message: string) {
  return optionalText(2000).refine((value) => value == null || isHttpUrl(value), { message });
}

/** An optional e-mail address: absent stays absent, blank becomes null. */
export function optionalEmail(message: string) {
  return optionalText(320).refine((value) => value == null || z.email().safeParse(value).success, {
    message,
  });
}
