import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecordNotFound } from '../../components/record-not-found';
import { useClient } from '../../features/clients/api/get-client';
import { ClientBillingCard } from '../../features/clients/components/client-billing-card';
import { ClientDetailsCard } from '../../features/clients/components/client-details-card';
import { ClientPositions } from '../../features/positions/components/client-positions';
import { isNotFoundError } from '../../lib/api-error';
import { useCan } from '../../lib/permissions';
import { useRecordId } from './record-id';

/** `/clients/{id}`: the client with an Edit toggle, its billing (staff), and its positions. */
export function ClientDetailPage() {
  const id = useRecordId();
  if (id === null) return <RecordNotFound message="Client not found" backTo="/clients" />;
  return <ClientDetail id={id} />;
}

function ClientDetail({ id }: { id: number }) {
  const client = useClient(id);
  const canEdit = useCan('clients.edit');
  const canEditRates = useCan('rates.edit');

  if (client.isPending) return <PageLoader />;
  if (isNotFoundError(client.error)) return <RecordNotFound message="Client not found" backTo="/clients" />;
  if (client.isError) {
    return (
      <ErrorState
        message="Failed to load client data"
        backTo="/clients"
        onRetry={() => void client.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/clients" variant="subtle" px={0}>
          ← Back to clients
        </Button>
      </Group>
      <Title order={1}>{client.data.name}</Title>
      <ClientDetailsCard client={client.data} canEdit={canEdit} />
      {client.data.billing !== undefined ? (
        <ClientBillingCard client={client.data} canEdit={canEditRates} />
      ) : null}
      <ClientPositions clientId={id} />
    </Stack>
  );
}
