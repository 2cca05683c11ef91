import { showsListLoader } from '../../../lib/list-loading';
import { useCan } from '../../../lib/permissions';
import 'mantine-datatable/styles.css';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { DEFAULT_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { TagList } from '../../../components/tag-input';
import { useInterviewers } from '../api/get-interviewers';
import { formatPrice, formatRating } from './interviewer-format';
import { NewInterviewerModal } from './new-interviewer-modal';

const columns: DataTableColumn<Interviewer>[] = [
  {
    accessor: 'name',
    title: 'Name',
    sortable: true,
    render: (interviewer) => (
      <Anchor component={Link} to={`/interviewers/${interviewer.id}`} fw={500}>
        {interviewer.name}
      </Anchor>
    ),
  },
  { accessor: 'price', title: 'Price ($/hr)', sortable: true, render: (i) => formatPrice(i.price) },
  { accessor: 'rating', title: 'Rating', sortable: true, render: (i) => formatRating(i.rating) },
  { accessor: 'tech_stack', title: 'Tech Stack', render: (i) => <TagList tags={i.tech_stack} /> },
];

const sortColumn = (accessor: string) => (accessor === 'price' || accessor === 'rating' ? accessor : 'name');

/** `/interviewers`: sortable by name (default, ascending), price and rating; '+ New Interviewer'. */
export function InterviewersScreen() {
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<Interviewer>>({
    columnAccessor: 'name',
    direction: 'asc',
  });
  const [page, setPage] = useState(1);
  const [creating, createModal] = useDisclosure(false);
  const canCreate = useCan('interviewers.create');
  const interviewers = useInterviewers({
    page,
    limit: DEFAULT_PAGE_SIZE,
    sort_by: sortColumn(String(sortStatus.columnAccessor)),
    sort_order: sortStatus.direction,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Interviewers</Title>
        {canCreate ? <Button onClick={createModal.open}>+ New Interviewer</Button> : null}
      </Group>
      {interviewers.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to fetch interviewers
        </Alert>
      ) : null}
      <DataTable<Interviewer>
        withTableBorder
        borderRadius="md"
        // Narrow screens scroll the table sideways rather than squeezing the tech-stack tags.
        styles={{ table: { minWidth: 720 } }}
        minHeight={interviewers.data?.data.length ? undefined : 180}
        records={interviewers.data?.data ?? []}
        columns={columns}
        fetching={showsListLoader(interviewers)}
        noRecordsText={interviewers.isSuccess ? 'No interviewers yet' : ''}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          setSortStatus(status);
          setPage(1);
        }}
        totalRecords={interviewers.data?.meta.total ?? 0}
        recordsPerPage={DEFAULT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
      {canCreate ? <NewInterviewerModal opened={creating} onClose={createModal.close} /> : null}
    </Stack>
  );
}
