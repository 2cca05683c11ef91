import { type Client, clientFormSchema } from '@interview-hub/contracts/clients';
import { Anchor, SimpleGrid, TextInput } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useUpdateClient } from '../api/update-client';

type ClientDetailsCardProps = { client: Client; canEdit: boolean };

/** Name, ID and website with an Edit toggle that saves to the server. */
export function ClientDetailsCard({ client, canEdit }: ClientDetailsCardProps) {
  const update = useUpdateClient(client.id);
  const { form, card } = useDraftEditor({
    schema: clientFormSchema,
    mutation: update,
    start: () => ({ name: client.name, website: client.website ?? '' }),
    savedMessage: 'Client saved',
  });

  return (
    <EditableCard title="Client Details" canEdit={canEdit} errorTitle="Failed to save client" {...card}>
      {card.editing ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Website" placeholder="https://example.com" {...form.getInputProps('website')} />
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
