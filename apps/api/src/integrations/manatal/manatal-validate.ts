import type { z } from 'zod';
import { ManatalError } from './manatal-errors';

/** `['results', 3, 'full_name']` → `results[3].full_name` */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(the whole body)';
}

/**
 * Validates one upstream value. A mismatch becomes an `invalid_response` error whose message and `field` name
 * the first offending field, e.g. `results[3].full_name`.
 * @param what  what was expected, for the message ("candidate", "page of jobs")
 * @param where the request it came from ("GET /candidates/?page=2")
 * @param prefix the path of `value` inside the body, prepended to the field name
 */
export function validateUpstream<T extends z.ZodType>(
  schema: T,
  value: unknown,
  context: { what: string; where: string; prefix?: readonly PropertyKey[] },
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = formatFieldPath([...(context.prefix ?? []), ...(issue?.path ?? [])]);
  const reason = issue?.message ?? 'does not match';
  throw new ManatalError(
    'invalid_response',
    `Manatal returned an unexpected ${context.what} for ${context.where}: field "${field}": ${reason}`,
    { field, cause: result.error },
  );
}

/** Validates each item of a list so the error names its index (`results[7].email`). */
export function validateItems<T extends z.ZodType>(
  schema: T,
  items: readonly unknown[],
  context: { what: string; where: string; prefix: readonly PropertyKey[] },
): z.output<T>[] {
  return items.map((item, index) =>
    validateUpstream(schema, item, { ...context, prefix: [...context.prefix, index] }),
  );
}
