import type { Question } from '@interview-hub/contracts/templates';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteQuestion } from '../api/delete-question';
import { type AreaOption, EditQuestionModal } from './edit-question-modal';
import { FailureAlert } from './failure-alert';

type QuestionActionsProps = { question: Question; areas: AreaOption[] };

/** Edit (text, level, requested, area) and Delete for one question. */
export function QuestionActions({ question, areas }: QuestionActionsProps) {
  const [editing, editModal] = useDisclosure(false);
  const [confirming, confirmModal] = useDisclosure(false);
  const remove = useDeleteQuestion();
  const closeConfirm = () => {
    remove.reset();
    confirmModal.close();
  };

  return (
    <Group gap={6} wrap="nowrap">
      <Button
        variant="default"
        size="compact-xs"
        onClick={editModal.open}
        aria-label={`Edit: ${question.text}`}
      >
        Edit
      </Button>
      <Button
        variant="light"
        color="red"
        size="compact-xs"
        onClick={confirmModal.open}
        aria-label={`Delete: ${question.text}`}
      >
        Delete
      </Button>
      <EditQuestionModal question={question} areas={areas} opened={editing} onClose={editModal.close} />
      <ConfirmModal
        opened={confirming}
        title="Delete question"
        message={`Delete "${question.text}"? Feedback already written keeps its own copy.`}
        confirmLabel="Delete"
        confirmColor="red"
        busy={remove.isPending}
        error={<FailureAlert failed={remove.isError} message="Failed to delete question" />}
        onConfirm={() => remove.mutate(question.id, { onSuccess: confirmModal.close })}
        onClose={closeConfirm}
      />
    </Group>
  );
}
