import 'mantine-datatable/styles.css';
import type { ClientDecision } from '@interview-hub/contracts/client-decisions';
import type { Interview, InterviewStatus } from '@interview-hub/contracts/interviews';
import { Anchor, Text } from '@mantine/core';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { memo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ClientDecisionBadge } from './client-decision-badge';
import { InterviewStatusBadge } from './interview-status-badge';

/** What every interview row has, whichever route it comes from. */
export type InterviewRow = {
  id: number;
  date: string;
  status: InterviewStatus;
  candidate: { id: number; name: string };
  cancellation?: Interview['cancellation'];
  feedback_overdue?: boolean;
  /** The client's decision on the candidate (staff lists only). */
  client_decision?: ClientDecision | null;
};

/** Server-side pages: the current page, its size and the sizes offered. */
export type InterviewTablePaging = {
  total: number;
  page: number;
  pageSize: number;
  pageSizes: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
};

export type InterviewTableSorting<T> = {
  status: DataTableSortStatus<T>;
  onChange: (status: DataTableSortStatus<T>) => void;
};

type InterviewTableProps<T extends InterviewRow> = {
  records: T[];
  columns: DataTableColumn<T>[];
  fetching: boolean;
  /** Shown once loaded when there are no rows. */
  emptyText?: string;
  paging?: InterviewTablePaging;
  sorting?: InterviewTableSorting<T>;
  /** Cells (by accessor) whose click opens the interview, unless the click was on a link or button in them. */
  opensInterview?: ReadonlySet<string>;
  /** Narrow screens scroll a table this wide sideways rather than squeezing its dates and status pills. */
  minWidth?: number;
};

function InterviewTableRows<T extends InterviewRow>({
  records,
  columns,
  fetching,
  emptyText,
  paging,
  sorting,
  opensInterview,
  minWidth,
}: InterviewTableProps<T>) {
  const navigate = useNavigate();
  const pages = paging
    ? {
        totalRecords: paging.total,
        page: paging.page,
        onPageChange: paging.onPageChange,
        recordsPerPage: paging.pageSize,
        recordsPerPageOptions: paging.pageSizes,
        onRecordsPerPageChange: paging.onPageSizeChange,
        recordsPerPageLabel: 'Rows per page',
      }
    : {};
  const sorts = sorting ? { sortStatus: sorting.status, onSortStatusChange: sorting.onChange } : {};
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      highlightOnHover={Boolean(opensInterview)}
      minHeight={records.length ? undefined : 160}
      styles={minWidth ? { table: { minWidth } } : undefined}
      records={records}
      columns={columns}
      fetching={fetching}
      noRecordsText={fetching ? '' : emptyText}
      {...sorts}
      {...pages}
      onCellClick={
        opensInterview
          ? ({ event, record, column }) => {
              if (!opensInterview.has(String(column.accessor))) return;
              if (event.target instanceof Element && event.target.closest('a, button')) return;
              void navigate(`/interviews/${record.id}`);
            }
          : undefined
      }
    />
  );
}

/**
 * The one interviews table: the interviews screen's (server-sorted and paged, rows that open the interview) and
 * the record pages' (a position's, an interviewer's). Memoised, as a page of rows of Mantine cells is a screen's
 * costliest render.
 */
export const InterviewTable = memo(InterviewTableRows) as typeof InterviewTableRows;

/** What a table may change in a shared column. */
type ColumnOptions<T> = {
  sortable?: boolean;
  width?: number;
  render?: (interview: T) => ReactNode;
  cellsStyle?: DataTableColumn<T>['cellsStyle'];
};

/** The Candidate column: a link to the candidate, or `render` for a richer cell. */
export function candidateColumn<T extends InterviewRow>(extra: ColumnOptions<T> = {}): DataTableColumn<T> {
  return {
    accessor: 'candidate',
    title: 'Candidate',
    render: (interview) => (
      <Anchor component={Link} to={`/candidates/${interview.candidate.id}`} size="sm">
        {interview.candidate.name}
      </Anchor>
    ),
    ...extra,
  };
}

/** The Status column: the interview's status pill. */
export function statusColumn<T extends InterviewRow>(extra: ColumnOptions<T> = {}): DataTableColumn<T> {
  return {
    accessor: 'status',
    title: 'Status',
    // Wide enough for 'Cancelled by the interviewer' and 'Feedback overdue' without cutting them short.
    width: 200,
    render: (interview) => (
      <InterviewStatusBadge
        status={interview.status}
        cancellation={interview.cancellation}
        overdue={interview.feedback_overdue}
      />
    ),
    ...extra,
  };
}

/** The Client's decision column: its pill, or a dash before there is one. */
export function clientDecisionColumn<T extends InterviewRow>(): DataTableColumn<T> {
  return {
    accessor: 'client_decision',
    title: "Client's decision",
    render: (interview) =>
      interview.client_decision ? (
        <ClientDecisionBadge decision={interview.client_decision} />
      ) : (
        <Text span size="sm" c="dimmed" aria-label="No decision yet">
          —
        </Text>
      ),
  };
}
