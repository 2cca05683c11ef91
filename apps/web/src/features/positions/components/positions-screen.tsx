import { showsListLoader } from '../../../lib/list-loading';
import 'mantine-datatable/styles.css';
import type { Job } from '@interview-hub/contracts/jobs';
import { Alert, Anchor, Group, type MantineTheme, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { PositionStatusBadge } from '../../../components/position-status-badge';
import { TagList } from '../../../components/tag-input';
import { useJobs } from '../api/get-jobs';
import { PositionStatusFilter } from './position-status-filter';
import { PositionsPagination } from './positions-pagination';
import { jobsQuery, readSortBy } from './positions-url-state';
import { usePositionsUrlState } from './use-positions-url-state';

type PositionsScreenProps = {
  /** Buttons of the header's right side (the Manatal sync button lives there). */
  headerActions?: ReactNode;
};

/** Phones (below `sm`) keep Position Name and Status; the client's name goes under the title there. */
const SM_UP = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

const columns: DataTableColumn<Job>[] = [
  {
    accessor: 'title',
    title: 'Position Name',
    sortable: true,
    render: (job: Job) => (
      <>
        <Anchor component={Link} to={`/positions/${job.id}`} fw={500}>
          {job.title}
        </Anchor>
        {job.client_name ? (
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {job.client_name}
          </Text>
        ) : null}
      </>
    ),
  },
  {
    accessor: 'technologies',
    title: 'Tech Stack',
    visibleMediaQuery: SM_UP,
    render: (job: Job) => <TagList tags={job.technologies} />,
  },
  {
    accessor: 'client_name',
    title: 'Client',
    sortable: true,
    visibleMediaQuery: SM_UP,
    render: (job: Job) =>
      job.client_id && job.client_name ? (
        <Anchor component={Link} to={`/clients/${job.client_id}`}>
          {job.client_name}
        </Anchor>
      ) : (
        (job.client_name ?? '—')
      ),
  },
  {
    accessor: 'status',
    title: 'Status',
    sortable: true,
    render: (job: Job) => <PositionStatusBadge status={job.status} />,
  },
];

/** 'Open Positions': the server-paginated positions table, its state kept in the URL (spec §2, §5). */
export function PositionsScreen({ headerActions }: PositionsScreenProps) {
  const [state, update] = usePositionsUrlState();
  const wide = useMediaQuery('(min-width: 48em)');
  const jobs = useJobs(jobsQuery(state));
  const meta = jobs.data?.meta;
  const totalPages = meta?.total_pages ?? 1;

  // A page past the end (an old link, or rows removed since) shows the last page instead.
  useEffect(() => {
    if (meta && !jobs.isPlaceholderData && state.page > meta.total_pages) {
      update({ page: meta.total_pages }, { replace: true });
    }
  }, [meta, jobs.isPlaceholderData, state.page, update]);

  const sortStatus: DataTableSortStatus<Job> = { columnAccessor: state.sortBy, direction: state.sortOrder };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Open Positions</Title>
        <Group gap="sm" data-slot="header-actions">
          {headerActions}
        </Group>
      </Group>
      <PositionStatusFilter value={state.status} onChange={(status) => update({ status })} />
      {jobs.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to fetch positions
        </Alert>
      ) : null}
      <DataTable<Job>
        withTableBorder
        borderRadius="md"
        // Tablets scroll the table sideways rather than squeezing the tech-stack tags; phones drop those columns.
        styles={{ table: { minWidth: wide ? 720 : undefined } }}
        minHeight={jobs.data?.data.length ? undefined : 180}
        records={jobs.data?.data ?? []}
        columns={columns}
        fetching={showsListLoader(jobs)}
        noRecordsText={jobs.isSuccess ? 'No positions match your filters yet.' : ''}
        sortStatus={sortStatus}
        onSortStatusChange={({ columnAccessor, direction }) =>
          update({ sortBy: readSortBy(String(columnAccessor)), sortOrder: direction })
        }
      />
      <PositionsPagination
        page={state.page}
        perPage={state.perPage}
        total={meta?.total ?? 0}
        totalPages={totalPages}
        onPageChange={(page) => update({ page })}
        onPerPageChange={(perPage) => update({ perPage })}
      />
    </Stack>
  );
}
