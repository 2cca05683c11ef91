import { showsListLoader } from '../../../lib/list-loading';
import 'mantine-datatable/styles.css';
import type { Job } from '@interview-hub/contracts/jobs';
import { filterPositionStatuses } from '@interview-hub/contracts/position-status';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { PositionStatusBadge } from '../../../components/position-status-badge';
import { TagList } from '../../../components/tag-input';
import { useJobs } from '../api/get-jobs';
import { PositionStatusFilter } from './position-status-filter';
import { type FilterStatus, statusQuery } from './positions-url-state';

/** Client positions are read in one page of up to 200 (spec §7, §9). */
const CLIENT_POSITIONS_LIMIT = 200;

const columns: DataTableColumn<Job>[] = [
  {
    accessor: 'title',
    title: 'Title',
    sortable: true,
    render: (job) => (
      <Anchor component={Link} to={`/positions/${job.id}`} fw={500}>
        {job.title}
      </Anchor>
    ),
  },
  {
    accessor: 'status',
    title: 'Status',
    sortable: true,
    render: (job) => <PositionStatusBadge status={job.status} />,
  },
  { accessor: 'technologies', title: 'Tech Stack', render: (job) => <TagList tags={job.technologies} /> },
];

type ClientPositionsProps = { clientId: number };

/** A client's positions with a status filter (Active by default, at least one kept), sortable by title or status. */
export function ClientPositions({ clientId }: ClientPositionsProps) {
  const [statuses, setStatuses] = useState<FilterStatus[]>(['active']);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Job>>({
    columnAccessor: 'title',
    direction: 'asc',
  });
  const jobs = useJobs({
    client_id: clientId,
    status: statusQuery(statuses),
    limit: CLIENT_POSITIONS_LIMIT,
    sort_by: sortStatus.columnAccessor === 'status' ? 'status' : 'title',
    sort_order: sortStatus.direction,
  });
  const allSelected = statusQuery(statuses) === undefined;
  const records = jobs.data?.data ?? [];

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Positions
      </Title>
      <PositionStatusFilter value={statuses} onChange={setStatuses} />
      {jobs.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to fetch positions
        </Alert>
      ) : null}
      {jobs.isSuccess && records.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          {allSelected ? (
            <Text c="dimmed">No positions found for this client.</Text>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text c="dimmed">
                There are no open positions at this moment. Would you like to see archived ones?
              </Text>
              <Button variant="light" onClick={() => setStatuses([...filterPositionStatuses])}>
                Show All Positions
              </Button>
            </Stack>
          )}
        </Paper>
      ) : (
        <DataTable<Job>
          withTableBorder
          borderRadius="md"
          // Narrow screens scroll the table sideways rather than squeezing the tech-stack tags.
          styles={{ table: { minWidth: 600 } }}
          minHeight={records.length ? undefined : 150}
          records={records}
          columns={columns}
          fetching={showsListLoader(jobs)}
          noRecordsText=""
          sortStatus={sortStatus}
          onSortStatusChange={setSortStatus}
        />
      )}
    </Stack>
  );
}
