import type { FinanceSummary, LedgerLine } from '@interview-hub/contracts/finance';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useRef } from 'react';
import { useLedgerLines } from '../api/get-ledger-lines';
import { DocumentButtons } from './document-buttons';
import type { Drill } from './finance-url-state';
import { LedgerLinesTable } from './ledger-lines-table';
import { MoneyTotals } from './money-totals';

const PAGE_SIZE = 20;

type FinanceLinesProps = {
  summary: FinanceSummary;
  drill: NonNullable<Drill>;
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
};

const interviewerColumn = (period: string): DataTableColumn<LedgerLine> => ({
  accessor: 'interviewer.name',
  title: 'Interviewer',
  render: (line) => (
    <Stack gap={2}>
      <Text size="sm">{line.interviewer.name}</Text>
      <DocumentButtons
        target={{ kind: 'statement', id: line.interviewer.id }}
        period={period}
        label={`Statement of ${line.interviewer.name}`}
      />
    </Stack>
  ),
});
const kindColumn: DataTableColumn<LedgerLine> = {
  accessor: 'kind',
  title: 'Kind',
  render: (line) => (line.kind === 'charge' ? 'Charge' : 'Payout'),
};

/** The lines of a client or a position in the month, a page at a time, with their totals and statement downloads. */
export function FinanceLines({ summary, drill, page, onPageChange, onClose }: FinanceLinesProps) {
  const { period, currency } = summary;
  const lines = useLedgerLines({
    period,
    ...(drill.kind === 'client' ? { client_id: drill.id } : { job_id: drill.id }),
    page,
    limit: PAGE_SIZE,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a row moves the focus to its lines, so a keyboard user lands where the content appeared.
  useEffect(() => heading.current?.focus(), []);
  const name =
    drill.kind === 'client'
      ? summary.by_client.find((row) => row.client_id === drill.id)?.name
      : summary.by_position.find((row) => row.job_id === drill.id)?.title;
  const totals = lines.data?.totals;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          Lines: {name ?? (drill.kind === 'client' ? 'client' : 'position')}
        </Title>
        <Button variant="subtle" onClick={onClose}>
          Close lines
        </Button>
      </Group>
      {totals && (
        <MoneyTotals
          currency={currency}
          figures={[
            { label: 'Lines billed', minor: totals.charged },
            { label: 'Lines paid', minor: totals.paid },
            { label: 'Lines held', minor: totals.held },
          ]}
        />
      )}
      <LedgerLinesTable<LedgerLine>
        records={lines.data?.data ?? []}
        currency={currency}
        fetching={lines.isFetching}
        extraColumns={[interviewerColumn(period), kindColumn]}
        paging={{ total: lines.data?.meta.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange }}
      />
    </Stack>
  );
}
