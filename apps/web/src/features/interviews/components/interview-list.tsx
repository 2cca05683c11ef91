import type { Interview } from '@interview-hub/contracts/interviews';
import { Alert, Button, EmptyState, Group } from '@mantine/core';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { IconCalendar } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { firstInterviewListQuery, useInterviews } from '../api/get-interviews';
import { type InterviewSort, InterviewTable } from './interview-table';

// The dialogs (and their date pickers) load on first use, so the list's first render does not carry them.
const RescheduleModal = lazy(() =>
  import('./reschedule-modal').then((m) => ({ default: m.RescheduleModal })),
);
const CancelInterviewModal = lazy(() =>
  import('./cancel-interview-modal').then((m) => ({ default: m.CancelInterviewModal })),
);

const DEFAULT_SORT: InterviewSort = {
  sortBy: firstInterviewListQuery.sort_by,
  sortOrder: firstInterviewListQuery.sort_order,
};

type InterviewListProps = {
  /** Opens the New Interview wizard (the empty state's button). */
  onSchedule: () => void;
};

/** The interviews table with its Reschedule and Cancel actions, empty state and failure message. */
export function InterviewList({ onSchedule }: InterviewListProps) {
  const [page, setPage] = useState<number>(firstInterviewListQuery.page);
  const [pageSize, setPageSize] = useState<number>(firstInterviewListQuery.limit);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [rescheduling, setRescheduling] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const interviews = useInterviews({
    page,
    limit: pageSize,
    sort_by: sort.sortBy,
    sort_order: sort.sortOrder,
  });
  // The first rows render at low priority, in slices between which the browser stays responsive, after the frame
  // and title have painted (the `null` start), instead of in one long task when the answer arrives. Later answers
  // (another page, a refetch) render at once, as the user asked for them.
  const firstRows = useDeferredValue(interviews.data ?? null, null);
  const [firstShown, setFirstShown] = useState(false);
  useEffect(() => {
    if (firstRows !== null) setFirstShown(true);
  }, [firstRows]);
  const shown = firstShown ? (interviews.data ?? null) : firstRows;
  // Stable handlers, so the memoised table skips the renders that change nothing it shows (the one above when the
  // first rows have arrived, a dialog opening): re-rendering a page of rows of Mantine cells and restyling them is
  // the screen's longest task.
  const changePageSize = useCallback((size: number) => {
    setPageSize(size);
    setPage(1);
  }, []);
  const changeSort = useCallback((next: InterviewSort) => {
    setSort(next);
    setPage(1);
  }, []);

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

  if (shown === null) return <PageLoader />;

  const { data, meta } = shown;
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
        onPageSizeChange={changePageSize}
        onSortChange={changeSort}
        onReschedule={setRescheduling}
        onCancel={setCancelling}
      />
      <Suspense fallback={null}>
        {rescheduling ? (
          <RescheduleModal interview={rescheduling} onClose={() => setRescheduling(null)} />
        ) : null}
        {cancelling ? (
          <CancelInterviewModal interview={cancelling} onClose={() => setCancelling(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
