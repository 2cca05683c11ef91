import type { z } from 'zod';

/** A form's messages by field name, for the inputs' `error` props. */
export type FieldErrors = Partial<Record<string, string>>;

/** A checked form: the request body to send, or the messages by field. */
export type FormCheck<Input> = { ok: true; input: Input } | { ok: false; errors: FieldErrors };

/** The first message of each top-level field a schema refused. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** `input` as it is when `schema` accepts it; otherwise the messages by field. */
export function checkInput<Input>(schema: z.ZodType, input: Input): FormCheck<Input> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, input } : { ok: false, errors: fieldErrors(parsed.error) };
}
