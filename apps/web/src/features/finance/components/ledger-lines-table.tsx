import 'mantine-datatable/styles.css';
import type { Earnings } from '@interview-hub/contracts/finance';
import { ruleSummary } from '@interview-hub/contracts/finance-documents';
import { formatMoney } from '@interview-hub/contracts/money';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { formatDateTime } from '../../../lib/format-date';

/** What every line shows, an interviewer's own or the admins' (which have more). */
export type MoneyLine = Earnings['lines'][number];

export type LinesPaging = {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
};

type LedgerLinesTableProps<T extends MoneyLine> = {
  records: T[];
  currency: string;
  fetching?: boolean;
  /** Columns after the position's: the interviewer, the kind. */
  extraColumns?: DataTableColumn<T>[];
  paging?: LinesPaging;
};

/**
 * Ledger lines: the interview's date, candidate and position, how the amount was worked out with the line's
 * reason, and the amount, marked Held (awaiting feedback) or Reversal (a correction, negative).
 */
export function LedgerLinesTable<T extends MoneyLine>({
  records,
  currency,
  fetching = false,
  extraColumns = [],
  paging,
}: LedgerLinesTableProps<T>) {
  const columns: DataTableColumn<T>[] = [
    { accessor: 'interview.date', title: 'Date', render: (line) => formatDateTime(line.interview.date) },
    { accessor: 'interview.candidate_name', title: 'Candidate' },
    { accessor: 'job.title', title: 'Position' },
    ...extraColumns,
    {
      accessor: 'rule',
      title: 'Rule and reason',
      render: (line) => (
        <Stack gap={0}>
          <Text size="sm">{line.rule ? ruleSummary(line.rule, currency) : '—'}</Text>
          {line.reason && (
            <Text size="xs" c="dimmed">
              {line.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'amount',
      title: 'Amount',
      textAlign: 'right',
      render: (line) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {line.reverses_id !== null && (
            <Badge size="xs" color="gray" variant="light">
              Reversal
            </Badge>
          )}
          {line.held && (
            <Badge size="xs" color="yellow" variant="light">
              Held
            </Badge>
          )}
          <Text size="sm" fw={600} c={line.amount < 0 ? 'red.8' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(line.amount, currency)}
          </Text>
        </Group>
      ),
    },
  ];
  const pages = paging
    ? {
        totalRecords: paging.total,
        page: paging.page,
        onPageChange: paging.onPageChange,
        recordsPerPage: paging.pageSize,
      }
    : {};
  return (
    <DataTable<T>
      withTableBorder
      borderRadius="md"
      minHeight={records.length ? undefined : 140}
      // A phone scrolls the table sideways rather than squeezing the amounts.
      styles={{ table: { minWidth: 720 } }}
      records={records}
      columns={columns}
      fetching={fetching}
      noRecordsText={fetching ? '' : 'No lines in this month.'}
      {...pages}
    />
  );
}
