import type { KnowledgeArea } from '@interview-hub/contracts/templates';
import { ModalForm } from '../../../components/modal-form';
import { useUpdateKnowledgeArea } from '../api/update-knowledge-area';
import { KnowledgeAreaForm } from './knowledge-area-form';

type EditKnowledgeAreaModalProps = { area: KnowledgeArea; opened: boolean; onClose: () => void };

/** Renames a knowledge area or changes its description. */
export function EditKnowledgeAreaModal({ area, opened, onClose }: EditKnowledgeAreaModalProps) {
  const mutation = useUpdateKnowledgeArea();
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ModalForm title="Edit Knowledge Area" opened={opened} onClose={close} pending={mutation.isPending}>
      <KnowledgeAreaForm
        initial={{ name: area.name, description: area.description ?? '' }}
        submitLabel="Save"
        failure={mutation.isError ? 'Failed to save knowledge area' : null}
        pending={mutation.isPending}
        onClose={close}
        onSubmit={(body) => mutation.mutate({ id: area.id, ...body }, { onSuccess: close })}
      />
    </ModalForm>
  );
}
