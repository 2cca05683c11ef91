import type { Question } from '@interview-hub/contracts/templates';
import { Checkbox } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateQuestion } from '../api/update-question';

type RequestedToggleProps = { question: Question; canEdit: boolean };

/** Whether the client asked for this question; staff toggle it in place. */
export function RequestedToggle({ question, canEdit }: RequestedToggleProps) {
  const mutation = useUpdateQuestion();
  // Shows the new state at once; the refetched template confirms it.
  const checked = mutation.isPending
    ? (mutation.variables.client_requested ?? question.client_requested)
    : question.client_requested;

  return (
    <Checkbox
      aria-label={`Requested: ${question.text}`}
      checked={checked}
      disabled={!canEdit || mutation.isPending}
      onChange={(event) =>
        mutation.mutate(
          { id: question.id, client_requested: event.currentTarget.checked },
          {
            onError: () =>
              notifications.show({
                color: 'red',
                title: 'Failed to update question',
                message: question.text,
              }),
          },
        )
      }
    />
  );
}
