import 'mantine-datatable/styles.css';
import { type InterviewSortColumn, interviewSortColumns } from '@interview-hub/contracts/interview-options';
import type { Interview } from '@interview-hub/contracts/interviews';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { memo, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { detailCells, interviewColumns } from './interview-columns';
import { INTERVIEW_PAGE_SIZES } from './interviews-url-state';

const PAGE_SIZES = [...INTERVIEW_PAGE_SIZES];

export type InterviewSort = { sortBy: InterviewSortColumn; sortOrder: 'asc' | 'desc' };

type InterviewTableProps = {
  records: Interview[];
  total: number;
  page: number;
  pageSize: number;
  sort: InterviewSort;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: InterviewSort) => void;
  /** Absent when the viewer's role may not reschedule (the button is not offered). */
  onReschedule?: (interview: Interview) => void;
  /** Absent when the viewer's role may not cancel. */
  onCancel?: (interview: Interview) => void;
};

const isSortColumn = (value: string): value is InterviewSortColumn =>
  (interviewSortColumns as readonly string[]).includes(value);

/** The server-sorted, server-paged interviews table; memoised, as its rows are the screen's costliest render. */
export const InterviewTable = memo(function InterviewTable(props: InterviewTableProps) {
  const navigate = useNavigate();
  const { onReschedule, onCancel } = props;
  const columns = useMemo(() => interviewColumns({ onReschedule, onCancel }), [onReschedule, onCancel]);
  const sortStatus: DataTableSortStatus<Interview> = {
    columnAccessor: props.sort.sortBy,
    direction: props.sort.sortOrder,
  };

  return (
    <DataTable<Interview>
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={props.records.length ? undefined : 180}
      records={props.records}
      columns={columns}
      fetching={props.fetching}
      sortStatus={sortStatus}
      onSortStatusChange={({ columnAccessor, direction }) => {
        const key = String(columnAccessor);
        if (isSortColumn(key)) props.onSortChange({ sortBy: key, sortOrder: direction });
      }}
      totalRecords={props.total}
      page={props.page}
      onPageChange={props.onPageChange}
      recordsPerPage={props.pageSize}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={props.onPageSizeChange}
      recordsPerPageLabel="Rows per page"
      onCellClick={({ event, record, column }) => {
        if (!detailCells.has(String(column.accessor))) return;
        if (event.target instanceof Element && event.target.closest('a, button')) return;
        void navigate(`/interviews/${record.id}`);
      }}
    />
  );
});
