import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { FieldErrors, FormCheck } from '../lib/field-errors';

/** What the editor uses of the save mutation (a TanStack Query mutation fits). */
type SaveMutation<Input> = {
  mutate: (input: Input, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
};

type DraftEditorOptions<Draft, Input> = {
  mutation: SaveMutation<Input>;
  /** The draft an edit starts from: the record as saved. */
  start: () => Draft;
  /** The request body of a draft, or why it cannot be sent. */
  check: (draft: Draft) => FormCheck<Input>;
  /** The notification after a save. */
  savedMessage: string;
};

/**
 * The state of an {@link EditableCard}: the draft while editing (null while reading) and its messages by field;
 * `card` holds the card's edit props. A save that passes `check` is sent, then the card reads again.
 */
export function useDraftEditor<Draft, Input>({
  mutation,
  start,
  check,
  savedMessage,
}: DraftEditorOptions<Draft, Input>) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const save = () => {
    if (!draft) return;
    const result = check(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    mutation.mutate(result.input, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ color: 'green', message: savedMessage });
      },
    });
  };

  const card = {
    editing: draft !== null,
    onEdit: () => {
      setErrors({});
      setDraft(start());
    },
    onCancel: () => setDraft(null),
    onSave: save,
    mutation,
  };
  return { draft, setDraft, errors, card };
}
