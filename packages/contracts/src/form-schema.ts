import { z } from 'zod';

/** A problem with a form's values: the spec's message and the field it belongs to. */
export type FormProblem<Values> = { message: string; path: Extract<keyof Values, string> };

/**
 * The schema of a form that checks the spec's rules in the spec's order before the request's own: `firstProblem`
 * names the first broken rule (or null), and only when there is none is the body made by `toBody` checked by
 * `request`, the schema the server parses it with. The output is the request body, so the form sends what the
 * server accepts and refuses what it would refuse, with the same messages.
 */
export function formSchema<Fields extends z.ZodObject, Request extends z.ZodType>(options: {
  fields: Fields;
  firstProblem?: (values: z.output<Fields>) => FormProblem<z.output<Fields>> | null;
  /** The body as it would be sent; it may still be invalid (an unanswered choice), which `request` reports. */
  toBody: (values: z.output<Fields>) => unknown;
  request: Request;
}) {
  const { fields, firstProblem, toBody, request } = options;
  // The cast only restates `request`'s own types, which TypeScript cannot match through the generic.
  return fields
    .superRefine((values, ctx) => {
      const problem = firstProblem?.(values);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
    })
    .transform(toBody)
    .pipe(request as unknown as z.ZodType<z.output<Request>, unknown>);
}

/**
 * Accepts what `schema` accepts, with its messages, but gives the value back as it came: for a body the server
 * normalises itself (empty texts become unset there), so that the client sends what the user typed.
 */
export function checkedBy<Schema extends z.ZodType>(schema: Schema) {
  return z.custom<z.input<Schema>>().superRefine((value, ctx) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
}
