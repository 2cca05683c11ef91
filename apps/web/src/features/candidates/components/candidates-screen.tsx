import { showsListLoader } from '../../../lib/list-loading';
import 'mantine-datatable/styles.css';
import type { Candidate } from '@interview-hub/contracts/candidates';
import { DEFAULT_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { useCandidates } from '../api/get-candidates';

const columns: DataTableColumn<Candidate>[] = [
  {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (candidate) => (
      <Anchor component={Link} to={`/candidates/${candidate.id}`} fw={500}>
        {candidate.name}
      </Anchor>
    ),
  },
  { accessor: 'email', title: 'Email', sortable: true, render: (c) => c.email ?? '—' },
  { accessor: 'phone', title: 'Phone', render: (c) => c.phone ?? '—' },
  { accessor: 'location', title: 'Location', sortable: true, render: (c) => c.location ?? '—' },
];

const sortColumn = (accessor: string) =>
  accessor === 'email' || accessor === 'location' ? accessor : 'name';

type CandidatesScreenProps = {
  /** Buttons of the header's right side (the Manatal import and sync buttons live there). */
  headerActions?: ReactNode;
};

/** `/candidates`: sortable by name (default), email and location, with a phone column. */
export function CandidatesScreen({ headerActions }: CandidatesScreenProps) {
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Candidate>>({
    columnAccessor: 'name',
    direction: 'asc',
  });
  const [page, setPage] = useState(1);
  const candidates = useCandidates({
    page,
    limit: DEFAULT_PAGE_SIZE,
    sort_by: sortColumn(String(sortStatus.columnAccessor)),
    sort_order: sortStatus.direction,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Candidates</Title>
        <Group gap="sm" data-slot="header-actions">
          {headerActions}
        </Group>
      </Group>
      {candidates.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">Failed to load candidates</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void candidates.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : null}
      <DataTable<Candidate>
        withTableBorder
        borderRadius="md"
        minHeight={candidates.data?.data.length ? undefined : 180}
        records={candidates.data?.data ?? []}
        columns={columns}
        fetching={showsListLoader(candidates)}
        noRecordsText={
          candidates.isSuccess ? 'No candidates found. Import candidates from Manatal to get started.' : ''
        }
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          setSortStatus(status);
          setPage(1);
        }}
        totalRecords={candidates.data?.meta.total ?? 0}
        recordsPerPage={DEFAULT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
