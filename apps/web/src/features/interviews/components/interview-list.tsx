import { type InterviewSortColumn, interviewSortColumns } from '@interview-hub/contracts/interview-options';
import type { Interview } from '@interview-hub/contracts/interviews';
import { Alert, Button, EmptyState, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { IconCalendar } from '../../../components/icons';
import {
  InterviewTable,
  type InterviewTablePaging,
  type InterviewTableSorting,
} from '../../../components/interview-table';
import { PageLoader } from '../../../components/page-loader';
import { showsListLoader } from '../../../lib/list-loading';
import { useCan } from '../../../lib/permissions';
import { useInterviews } from '../api/get-interviews';
import { detailCells, interviewColumns } from './interview-columns';
import { InterviewFilters } from './interview-filters';
import {
  clearedFilters,
  hasFilters,
  INTERVIEW_PAGE_SIZES,
  type InterviewsUrlState,
  interviewListQuery,
} from './interviews-url-state';
import { OverdueNotice } from './overdue-notice';
import { useInterviewsUrlState } from './use-interviews-url-state';

// The dialogs (and their date pickers) load on first use, so the list's first render does not carry them.
const RescheduleModal = lazy(() =>
  import('./reschedule-modal').then((m) => ({ default: m.RescheduleModal })),
);
const CancelInterviewModal = lazy(() =>
  import('./cancel-interview-modal').then((m) => ({ default: m.CancelInterviewModal })),
);

const PAGE_SIZES = [...INTERVIEW_PAGE_SIZES];

const isSortColumn = (value: string): value is InterviewSortColumn =>
  (interviewSortColumns as readonly string[]).includes(value);

type InterviewListProps = {
  /** Opens the New Interview wizard (the empty state's button); absent for roles that may not schedule. */
  onSchedule?: () => void;
};

type EmptyListProps = { state: InterviewsUrlState; onSchedule?: () => void; onClear: () => void };

/** The plain list says nothing is scheduled; a filtered one says nothing matches and offers to clear. */
function EmptyList({ state, onSchedule, onClear }: EmptyListProps) {
  if (hasFilters(state) || state.view === 'past') {
    const filtered = hasFilters(state);
    return (
      <EmptyState
        icon={<IconCalendar size={32} />}
        withIndicatorBackground
        title={filtered ? 'No interviews match these filters' : 'No past interviews'}
        description={filtered ? 'Change or clear the filters to see more interviews.' : undefined}
        py="xl"
      >
        {filtered ? (
          <EmptyState.Actions>
            <Button onClick={onClear}>Clear filters</Button>
          </EmptyState.Actions>
        ) : null}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<IconCalendar size={32} />}
      withIndicatorBackground
      title="No interviews scheduled"
      description={
        onSchedule
          ? 'Book the first interview: choose a position, an interviewer and a candidate.'
          : undefined
      }
      py="xl"
    >
      {onSchedule ? (
        <EmptyState.Actions>
          <Button onClick={onSchedule}>Schedule an interview</Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

/**
 * The interviews table with its filters (kept in the URL), Reschedule and Cancel for the roles that may take them,
 * empty states and failure message.
 */
export function InterviewList({ onSchedule }: InterviewListProps) {
  const [state, update] = useInterviewsUrlState();
  const canReschedule = useCan('interviews.reschedule');
  const canCancel = useCan('interviews.cancel');
  const byInterviewer = useCan('interviews.readAll');
  const [rescheduling, setRescheduling] = useState<Interview | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const interviews = useInterviews(useMemo(() => interviewListQuery(state), [state]));
  // The first rows render at low priority, in slices between which the browser stays responsive, after the frame
  // and title have painted (the `null` start), instead of in one long task when the answer arrives. Later answers
  // (another page, a refetch) render at once, as the user asked for them.
  const firstRows = useDeferredValue(interviews.data ?? null, null);
  const [firstShown, setFirstShown] = useState(false);
  useEffect(() => {
    if (firstRows !== null) setFirstShown(true);
  }, [firstRows]);
  const shown = firstShown ? (interviews.data ?? null) : firstRows;
  const meta = interviews.data?.meta;

  // A page past the end (an old link, or rows gone since) shows the last page instead.
  useEffect(() => {
    if (meta && !interviews.isPlaceholderData && state.page > meta.total_pages) {
      update({ page: meta.total_pages }, { replace: true });
    }
  }, [meta, interviews.isPlaceholderData, state.page, update]);

  // Stable columns, paging and sort, so the memoised table skips the renders that change nothing it shows (the
  // first rows arriving, a dialog opening): re-rendering a page of rows of Mantine cells is the screen's longest task.
  const columns = useMemo(
    () =>
      interviewColumns({
        onReschedule: canReschedule ? setRescheduling : undefined,
        onCancel: canCancel ? setCancelling : undefined,
      }),
    [canReschedule, canCancel],
  );
  const sorting = useMemo<InterviewTableSorting<Interview>>(
    () => ({
      status: { columnAccessor: state.sortBy, direction: state.sortOrder },
      onChange: ({ columnAccessor, direction }) => {
        const key = String(columnAccessor);
        if (isSortColumn(key)) update({ sortBy: key, sortOrder: direction });
      },
    }),
    [state.sortBy, state.sortOrder, update],
  );
  const total = shown ? (shown.meta?.total ?? shown.data.length) : 0;
  const paging = useMemo<InterviewTablePaging>(
    () => ({
      total,
      page: state.page,
      pageSize: state.perPage,
      pageSizes: PAGE_SIZES,
      onPageChange: (page) => update({ page }),
      onPageSizeChange: (perPage) => update({ perPage }),
    }),
    [total, state.page, state.perPage, update],
  );
  const clear = useCallback(() => update(clearedFilters(state)), [update, state]);

  let body: React.ReactNode;
  if (interviews.isError) {
    body = (
      <Alert color="red" variant="light" role="alert" title="Failed to fetch interviews">
        <Group gap="sm" mt="xs">
          <Button size="xs" variant="default" onClick={() => void interviews.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  } else if (shown === null) {
    body = <PageLoader />;
  } else if (total === 0) {
    body = <EmptyList state={state} onSchedule={onSchedule} onClear={clear} />;
  } else {
    body = (
      <InterviewTable
        records={shown.data}
        columns={columns}
        fetching={showsListLoader(interviews)}
        paging={paging}
        sorting={sorting}
        opensInterview={detailCells}
      />
    );
  }

  return (
    <Stack gap="md">
      <OverdueNotice shown={state.overdue} onShow={update} />
      <InterviewFilters state={state} onChange={update} onClear={clear} byInterviewer={byInterviewer} />
      {body}
      <Suspense fallback={null}>
        {rescheduling && canReschedule ? (
          <RescheduleModal interview={rescheduling} onClose={() => setRescheduling(null)} />
        ) : null}
        {cancelling && canCancel ? (
          <CancelInterviewModal interview={cancelling} onClose={() => setCancelling(null)} />
        ) : null}
      </Suspense>
    </Stack>
  );
}
