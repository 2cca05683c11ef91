import { showsListLoader } from '../../../lib/list-loading';
import 'mantine-datatable/styles.css';
import type { Client } from '@interview-hub/contracts/clients';
import { DEFAULT_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { useClients } from '../api/get-clients';

const columns: DataTableColumn<Client>[] = [
  {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (client) => (
      <Anchor component={Link} to={`/clients/${client.id}`} fw={500}>
        {client.name}
      </Anchor>
    ),
  },
  {
    accessor: 'website',
    title: 'Website',
    sortable: true,
    render: (client) =>
      client.website ? (
        <Anchor href={client.website} target="_blank" rel="noopener noreferrer">
          {client.website}
        </Anchor>
      ) : (
        '—'
      ),
  },
];

type ClientsScreenProps = {
  /** Buttons of the header's right side (the Manatal sync button lives there). */
  headerActions?: ReactNode;
};

/** `/clients`: sortable by name (default) and website. */
export function ClientsScreen({ headerActions }: ClientsScreenProps) {
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Client>>({
    columnAccessor: 'name',
    direction: 'asc',
  });
  const [page, setPage] = useState(1);
  const clients = useClients({
    page,
    limit: DEFAULT_PAGE_SIZE,
    sort_by: sortStatus.columnAccessor === 'website' ? 'website' : 'name',
    sort_order: sortStatus.direction,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Clients</Title>
        <Group gap="sm" data-slot="header-actions">
          {headerActions}
        </Group>
      </Group>
      {clients.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to load clients
        </Alert>
      ) : null}
      <DataTable<Client>
        withTableBorder
        borderRadius="md"
        minHeight={clients.data?.data.length ? undefined : 180}
        records={clients.data?.data ?? []}
        columns={columns}
        fetching={showsListLoader(clients)}
        noRecordsText={clients.isSuccess ? 'No clients found' : ''}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          setSortStatus(status);
          setPage(1);
        }}
        totalRecords={clients.data?.meta.total ?? 0}
        recordsPerPage={DEFAULT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
