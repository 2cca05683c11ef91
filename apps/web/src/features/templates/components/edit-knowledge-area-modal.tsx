import { type KnowledgeArea, knowledgeAreaUpdateSchema } from '@interview-hub/contracts/templates';
import { Modal } from '@mantine/core';
import { useUpdateKnowledgeArea } from '../api/update-knowledge-area';
import { KnowledgeAreaForm } from './knowledge-area-form';

type FormProps = { area: KnowledgeArea; onClose: () => void };

function EditKnowledgeAreaForm({ area, onClose }: FormProps) {
  const mutation = useUpdateKnowledgeArea();
  return (
    <KnowledgeAreaForm
      initial={{ name: area.name, description: area.description ?? '' }}
      submitLabel="Save"
      failure={mutation.isError ? 'Failed to save knowledge area' : null}
      pending={mutation.isPending}
      onClose={onClose}
      onSubmit={(values) => {
        const parsed = knowledgeAreaUpdateSchema.safeParse(values);
        if (!parsed.success)
          return parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null;
        mutation.mutate({ id: area.id, ...parsed.data }, { onSuccess: onClose });
        return null;
      }}
    />
  );
}

type EditKnowledgeAreaModalProps = { area: KnowledgeArea; opened: boolean; onClose: () => void };

/** Renames a knowledge area or changes its description. */
export function EditKnowledgeAreaModal({ area, opened, onClose }: EditKnowledgeAreaModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Edit Knowledge Area" centered>
      {opened ? <EditKnowledgeAreaForm area={area} onClose={onClose} /> : null}
    </Modal>
  );
}
