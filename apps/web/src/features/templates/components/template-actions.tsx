import type { Template } from '@interview-hub/contracts/templates';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useDeleteTemplate } from '../api/delete-template';
import { useDuplicateTemplate } from '../api/duplicate-template';
import { FailureAlert } from './failure-alert';

/** Duplicate (opens the copy) and Delete (back to the list) for a whole template. */
export function TemplateActions({ template }: { template: Template }) {
  const navigate = useNavigate();
  const [confirming, confirmModal] = useDisclosure(false);
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const closeConfirm = () => {
    remove.reset();
    confirmModal.close();
  };

  const duplicateTemplate = () =>
    duplicate.mutate(template.id, {
      onSuccess: (copy) => {
        notifications.show({ color: 'teal', title: 'Template duplicated', message: copy.name });
        void navigate(`/templates/${copy.id}`);
      },
    });
  const deleteTemplate = () =>
    remove.mutate(template.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', title: 'Template deleted', message: template.name });
        void navigate('/templates');
      },
    });

  return (
    <Group gap="sm">
      <Button variant="default" onClick={duplicateTemplate} loading={duplicate.isPending}>
        Duplicate
      </Button>
      <Button variant="light" color="red" onClick={confirmModal.open}>
        Delete Template
      </Button>
      <FailureAlert failed={duplicate.isError} message="Failed to duplicate template" />
      <ConfirmModal
        opened={confirming}
        title="Delete template"
        message={`Delete "${template.name}" with its knowledge areas and questions? Positions using it are left without a template; feedback already written keeps its own copy.`}
        confirmLabel="Delete"
        confirmColor="red"
        busy={remove.isPending}
        error={<FailureAlert failed={remove.isError} message="Failed to delete template" />}
        onConfirm={deleteTemplate}
        onClose={closeConfirm}
      />
    </Group>
  );
}
