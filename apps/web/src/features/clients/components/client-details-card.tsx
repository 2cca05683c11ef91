import { type Client, type ClientUpdateInput, clientUpdateSchema } from '@interview-hub/contracts/clients';
import { Anchor, SimpleGrid, TextInput } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { checkInput } from '../../../lib/field-errors';
import { useUpdateClient } from '../api/update-client';

type Draft = { name: string; website: string };
type ClientDetailsCardProps = { client: Client; canEdit: boolean };

/** Name, ID and website with an Edit toggle that saves to the server. */
export function ClientDetailsCard({ client, canEdit }: ClientDetailsCardProps) {
  const update = useUpdateClient(client.id);
  const { draft, setDraft, errors, card } = useDraftEditor({
    mutation: update,
    start: (): Draft => ({ name: client.name, website: client.website ?? '' }),
    check: (current) =>
      checkInput<ClientUpdateInput>(clientUpdateSchema, { name: current.name, website: current.website }),
    savedMessage: 'Client saved',
  });

  return (
    <EditableCard title="Client Details" canEdit={canEdit} errorTitle="Failed to save client" {...card}>
      {draft ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            required
            value={draft.name}
            error={errors.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <TextInput
            label="Website"
            placeholder="https://example.com"
            value={draft.website}
            error={errors.website}
            onChange={(e) => setDraft({ ...draft, website: e.currentTarget.value })}
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <DetailField label="Name">{client.name}</DetailField>
          <DetailField label="ID">{client.id}</DetailField>
          <DetailField label="Website">
            {client.website ? (
              <Anchor href={client.website} target="_blank" rel="noopener noreferrer" size="sm">
                {client.website}
              </Anchor>
            ) : null}
          </DetailField>
        </SimpleGrid>
      )}
    </EditableCard>
  );
}
