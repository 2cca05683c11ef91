import type { KnowledgeArea } from '@interview-hub/contracts/templates';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteKnowledgeArea } from '../api/delete-knowledge-area';
import { useMoveKnowledgeArea } from '../api/move-knowledge-area';
import { EditKnowledgeAreaModal } from './edit-knowledge-area-modal';
import { FailureAlert } from './failure-alert';

const questionsPart = (count: number) =>
  count === 0 ? '' : count === 1 ? ' and its question' : ` and its ${count} questions`;

type KnowledgeAreaActionsProps = { area: KnowledgeArea; isFirst: boolean; isLast: boolean };

/** Staff's corrections to an area: rename, move one place up or down (by keyboard too), delete. */
export function KnowledgeAreaActions({ area, isFirst, isLast }: KnowledgeAreaActionsProps) {
  const [editing, editModal] = useDisclosure(false);
  const [confirming, confirmModal] = useDisclosure(false);
  const move = useMoveKnowledgeArea();
  const remove = useDeleteKnowledgeArea();
  const count = area.questions.length;

  const closeConfirm = () => {
    remove.reset();
    confirmModal.close();
  };

  return (
    <Group gap={6} wrap="wrap">
      <Button variant="default" size="xs" onClick={editModal.open} aria-label={`Rename ${area.name}`}>
        Rename
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={isFirst || move.isPending}
        onClick={() => move.mutate({ id: area.id, direction: 'up' })}
        aria-label={`Move ${area.name} up`}
      >
        ↑ Up
      </Button>
      <Button
        variant="default"
        size="xs"
        disabled={isLast || move.isPending}
        onClick={() => move.mutate({ id: area.id, direction: 'down' })}
        aria-label={`Move ${area.name} down`}
      >
        ↓ Down
      </Button>
      <Button
        variant="light"
        color="red"
        size="xs"
        onClick={confirmModal.open}
        aria-label={`Delete ${area.name}`}
      >
        Delete
      </Button>
      <FailureAlert failed={move.isError} message="Failed to move knowledge area" />
      <EditKnowledgeAreaModal area={area} opened={editing} onClose={editModal.close} />
      <ConfirmModal
        opened={confirming}
        title="Delete knowledge area"
        message={`Delete "${area.name}"${questionsPart(count)}? Feedback already written keeps its own copy.`}
        confirmLabel="Delete"
        confirmColor="red"
        busy={remove.isPending}
        error={<FailureAlert failed={remove.isError} message="Failed to delete knowledge area" />}
        onConfirm={() => remove.mutate(area.id, { onSuccess: confirmModal.close })}
        onClose={closeConfirm}
      />
    </Group>
  );
}
