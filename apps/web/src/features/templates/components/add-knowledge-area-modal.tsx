import { knowledgeAreaInputSchema } from '@interview-hub/contracts/templates';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useCreateKnowledgeArea } from '../api/create-knowledge-area';
import { KnowledgeAreaForm } from './knowledge-area-form';

type FormProps = { templateId: number; onClose: () => void };

function AddKnowledgeAreaForm({ templateId, onClose }: FormProps) {
  const mutation = useCreateKnowledgeArea();
  return (
    <KnowledgeAreaForm
      initial={{ name: '', description: '' }}
      submitLabel="Add Knowledge Area"
      failure={mutation.isError ? 'Failed to create knowledge area' : null}
      pending={mutation.isPending}
      onClose={onClose}
      onSubmit={(values) => {
        const parsed = knowledgeAreaInputSchema.safeParse({ template_id: templateId, ...values });
        if (!parsed.success)
          return parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null;
        mutation.mutate(parsed.data, {
          onSuccess: (area) => {
            notifications.show({ color: 'teal', title: 'Knowledge area added', message: area.name });
            onClose();
          },
        });
        return null;
      }}
    />
  );
}

type AddKnowledgeAreaModalProps = { templateId: number; opened: boolean; onClose: () => void };

/** '+ Add Knowledge Area': a name (required) and a description, added at the end of the template. */
export function AddKnowledgeAreaModal({ templateId, opened, onClose }: AddKnowledgeAreaModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Knowledge Area" centered>
      {opened ? <AddKnowledgeAreaForm templateId={templateId} onClose={onClose} /> : null}
    </Modal>
  );
}
