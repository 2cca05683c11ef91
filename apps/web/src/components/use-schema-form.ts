import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useRef } from 'react';
import type { z } from 'zod';

type Values = Record<string, unknown>;

type SchemaFormOptions = {
  /**
   * What a change does to the messages after a submit: 'lasting' (the default) keeps only those that still
   * hold, so a new problem waits for the next submit; 'all' shows the values' messages as they are now.
   */
  recheck?: 'lasting' | 'all';
  /** Fields checked on every change from the start, e.g. a required title that must never be left blank. */
  liveFields?: string[];
};

/**
 * A form checked by its contract schema (`@mantine/form` with the schema as its validator). The schema takes the
 * values as typed and gives the request body, so the form refuses what the server would, with the same words.
 * - A submit shows the schema's messages at their fields (`form.errors`, in the schema's order).
 * - After that, each change checks the values again (see `recheck`): a message goes as soon as its cause does.
 * - `form.onSubmit(send)` calls `send` with the schema's output: the request body.
 * `FormValues` narrows the values where the schema's input is looser than what the form holds.
 */
export function useSchemaForm<
  Schema extends z.ZodType<unknown, Values>,
  FormValues extends z.input<Schema> = z.input<Schema>,
>(
  schema: Schema,
  initialValues: NoInfer<FormValues>,
  { recheck = 'lasting', liveFields }: SchemaFormOptions = {},
) {
  const validate = schemaResolver(schema, { sync: true });
  const submitted = useRef(false);
  const form = useForm<FormValues, z.output<Schema>>({
    mode: 'controlled',
    initialValues,
    validate,
    clearInputErrorOnChange: false,
    validateInputOnChange: liveFields,
    transformValues: (values) => schema.parse(values),
    onValuesChange: (values) => {
      if (!submitted.current) return;
      const now = validate(values);
      if (recheck === 'all') {
        form.setErrors(now);
        return;
      }
      const shown = Object.entries(form.errors);
      const lasting = shown.filter(([path, message]) => now[path] === message);
      if (lasting.length < shown.length) form.setErrors(Object.fromEntries(lasting));
    },
  });
  const onSubmit: typeof form.onSubmit = (send, onInvalid) => {
    const handle = form.onSubmit(send, onInvalid);
    return (event) => {
      submitted.current = true;
      handle(event);
    };
  };
  /** Back to the initial values, with no messages until the next submit. */
  const reset = () => {
    submitted.current = false;
    form.reset();
  };
  return { ...form, onSubmit, reset };
}

/** The form `useSchemaForm(schema, …)` gives, for a component that renders its fields. */
export type SchemaForm<Schema extends z.ZodType<unknown, Values>> = ReturnType<typeof useSchemaForm<Schema>>;

/** The message a one-message form shows: its first. */
export function firstError(errors: FormErrors): ReactNode {
  return Object.values(errors)[0] ?? null;
}
