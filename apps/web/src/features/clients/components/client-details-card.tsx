import { type Client, type ClientUpdateInput, clientUpdateSchema } from '@interview-hub/contracts/clients';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateClient } from '../api/update-client';

type Draft = { name: string; website: string };
type ClientDetailsCardProps = { client: Client; canEdit: boolean };

/** Name, ID and website with an Edit toggle that saves to the server. */
export function ClientDetailsCard({ client, canEdit }: ClientDetailsCardProps) {
  const update = useUpdateClient(client.id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const toggle = () => {
    setDraft(draft ? null : { name: client.name, website: client.website ?? '' });
    setErrors({});
    update.reset();
  };

  const save = (current: Draft) => {
    const input: ClientUpdateInput = { name: current.name, website: current.website };
    const parsed = clientUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(input, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ color: 'green', message: 'Client saved' });
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Client Details
          </Title>
          {canEdit ? (
            <Button variant={draft ? 'default' : 'filled'} onClick={toggle} disabled={update.isPending}>
              {draft ? 'Cancel' : 'Edit'}
            </Button>
          ) : null}
        </Group>
        {update.isError ? (
          <Alert color="red" variant="light" role="alert" title="Failed to save client">
            {getErrorMessage(update.error, 'Please try again.')}
          </Alert>
        ) : null}
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
        {draft ? (
          <Group justify="flex-end">
            <Button onClick={() => save(draft)} loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
