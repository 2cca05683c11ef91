import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

/** What the editor uses of the save mutation (a TanStack Query mutation fits). */
type SaveMutation<Body> = {
  mutate: (body: Body, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
};

type DraftEditorOptions<Schema extends z.ZodType<unknown, Record<string, unknown>>> = {
  /** The form's contract schema: the values as typed in, the request body out. */
  schema: Schema;
  mutation: SaveMutation<z.output<Schema>>;
  /** The values an edit starts from: the record as saved. */
  start: () => z.input<Schema>;
  /** The notification after a save. */
  savedMessage: string;
};

/**
 * The state of an {@link EditableCard}: the form (checked by its schema, messages by field) and `card`, the
 * card's edit props. Each edit starts from the record as saved; a save the schema accepts is sent, then the
 * card reads again.
 */
export function useDraftEditor<Schema extends z.ZodType<unknown, Record<string, unknown>>>({
  schema,
  mutation,
  start,
  savedMessage,
}: DraftEditorOptions<Schema>) {
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(schema, start());

  const save = form.onSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        notifications.show({ color: 'green', message: savedMessage });
      },
    }),
  );

  const card = {
    editing,
    onEdit: () => {
      form.setValues(start());
      form.clearErrors();
      setEditing(true);
    },
    onCancel: () => setEditing(false),
    onSave: () => save(),
    mutation,
  };
  return { form, card };
}
