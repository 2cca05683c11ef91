import { notifications } from '@mantine/notifications';
import { ModalForm } from '../../../components/modal-form';
import { useCreateKnowledgeArea } from '../api/create-knowledge-area';
import { KnowledgeAreaForm } from './knowledge-area-form';

type AddKnowledgeAreaModalProps = { templateId: number; opened: boolean; onClose: () => void };

/** '+ Add Knowledge Area': a name (required) and a description, added at the end of the template. */
export function AddKnowledgeAreaModal({ templateId, opened, onClose }: AddKnowledgeAreaModalProps) {
  const mutation = useCreateKnowledgeArea();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ModalForm title="Add Knowledge Area" opened={opened} onClose={close} pending={mutation.isPending}>
      <KnowledgeAreaForm
        initial={{ name: '', description: '' }}
        submitLabel="Add Knowledge Area"
        failure={mutation.isError ? 'Failed to create knowledge area' : null}
        pending={mutation.isPending}
        onClose={close}
        onSubmit={(body) =>
          mutation.mutate(
            { template_id: templateId, ...body },
            {
              onSuccess: (area) => {
                notifications.show({ color: 'teal', title: 'Knowledge area added', message: area.name });
                close();
              },
            },
          )
        }
      />
    </ModalForm>
  );
}
