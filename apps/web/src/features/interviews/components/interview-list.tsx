import type { Interview } from '@interview-hub/contracts/interviews';
import { Alert, Button, EmptyState, Group } from '@mantine/core';
import { useState } from 'react';
import { IconCalendar } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { useInterviews } from '../api/get-interviews';
import { CancelInterviewModal } from './cancel-interview-modal';
import { type InterviewSort, InterviewTable, PAGE_SIZES } from './interview-table';
import { RescheduleModal } from './reschedule-modal';

const DEFAULT_SORT: InterviewSort = { sortBy: 'date', sortOrder: 'desc' };

type InterviewListProps = {
  /** Opens the New Interview wizard (the empty state's button). */
  onSchedule: () => void;
};

/** The interviews table with its Reschedule and Cancel actions, empty state and failure message. */
export function InterviewList({ onSchedule }: InterviewListProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 20);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [rescheduling, setRescheduling] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const interviews = useInterviews({
    page,
    limit: pageSize,
    sort_by: sort.sortBy,
    sort_order: sort.sortOrder,
  });

  if (interviews.isPending) return <PageLoader />;
  if (interviews.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="Failed to fetch interviews">
        <Group gap="sm" mt="xs">
          <Button size="xs" variant="default" onClick={() => void interviews.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  }

  const { data, meta } = interviews.data;
  const total = meta?.total ?? data.length;
  if (total === 0) {
    return (
      <EmptyState
        icon={<IconCalendar size={32} />}
        withIndicatorBackground
        title="No interviews scheduled"
        description="Book the first interview: choose a position, an interviewer and a candidate."
        py="xl"
      >
        <EmptyState.Actions>
          <Button onClick={onSchedule}>Schedule an interview</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }

  return (
    <>
      <InterviewTable
        records={data}
        total={total}
        page={page}
        pageSize={pageSize}
        sort={sort}
        fetching={interviews.isFetching}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onReschedule={setRescheduling}
        onCancel={setCancelling}
      />
      {rescheduling ? (
        <RescheduleModal interview={rescheduling} onClose={() => setRescheduling(null)} />
      ) : null}
      {cancelling ? (
        <CancelInterviewModal interview={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </>
  );
}
