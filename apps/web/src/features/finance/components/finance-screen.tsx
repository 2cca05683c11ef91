import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { formatDateTime } from '../../../lib/format-date';
import { useFinancePeriods } from '../api/get-finance-periods';
import { useFinanceSummary } from '../api/get-finance-summary';
import { CloseMonthButton } from './close-month-button';
import { DocumentButtons } from './document-buttons';
import { FinanceLines } from './finance-lines';
import { useFinanceUrlState } from './finance-url-state';
import { MoneyBreakdown } from './money-breakdown';
import { MoneyTotals } from './money-totals';
import { MonthSelect } from './month-select';
import { recentPeriods } from './months';

/**
 * 'Finance' (admins): a month's money, billed, paid, held and the margin, by client and by position, each row
 * opening its lines; closing the month; invoice drafts per client and statements per interviewer.
 */
export function FinanceScreen() {
  const url = useFinanceUrlState();
  const periods = useFinancePeriods();
  const summary = useFinanceSummary(url.period);
  const known = periods.data?.data ?? [];
  const closed = new Set(known.filter((row) => row.closed_at).map((row) => row.period));
  const months = [...new Set([...recentPeriods(url.period, 1), ...known.map((row) => row.period)])];
  const data = summary.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>Finance</Title>
        <Group align="flex-end" wrap="wrap">
          <MonthSelect value={url.period} periods={months} closed={closed} onChange={url.setPeriod} />
          {data && <CloseMonthButton period={url.period} closed={data.closed_at !== null} />}
        </Group>
      </Group>
      {summary.isPending && <Loader aria-label="Loading the month" />}
      {summary.isError && (
        <LoadFailedAlert title="Failed to load the month" onRetry={() => void summary.refetch()} />
      )}
      {data && (
        <>
          <Text c="dimmed" size="sm">
            {data.closed_at
              ? `Closed ${formatDateTime(data.closed_at)}${data.closed_by ? ` by ${data.closed_by}` : ''}: nothing in it changes.`
              : 'Open: outcomes and corrections still change this month.'}
          </Text>
          <MoneyTotals
            currency={data.currency}
            figures={[
              { label: 'Billed', minor: data.totals.charged },
              { label: 'Paid', minor: data.totals.paid },
              { label: 'Held', minor: data.totals.held },
              { label: 'Margin', minor: data.totals.margin },
              { label: 'Interviews', count: data.totals.interviews },
            ]}
          />
          {url.drill && (
            <FinanceLines
              key={`${url.drill.kind}-${url.drill.id}-${url.period}`}
              summary={data}
              drill={url.drill}
              page={url.page}
              onPageChange={url.setPage}
              onClose={() => url.setDrill(null)}
            />
          )}
          <Title order={2}>By client</Title>
          <MoneyBreakdown
            records={data.by_client}
            currency={data.currency}
            idOf={(row) => String(row.client_id)}
            nameOf={(row) => row.name}
            nameTitle="Client"
            onOpen={(row) => row.client_id !== null && url.setDrill({ kind: 'client', id: row.client_id })}
            actions={(row) =>
              row.client_id === null ? null : (
                <DocumentButtons
                  target={{ kind: 'invoice', id: row.client_id }}
                  period={url.period}
                  label={`Invoice of ${row.name}`}
                />
              )
            }
          />
          <Title order={2}>By position</Title>
          <MoneyBreakdown
            records={data.by_position}
            currency={data.currency}
            idOf={(row) => String(row.job_id)}
            nameOf={(row) => row.title}
            nameTitle="Position"
            extraColumns={[
              { accessor: 'client_name', title: 'Client', render: (row) => row.client_name ?? '—' },
            ]}
            onOpen={(row) => url.setDrill({ kind: 'position', id: row.job_id })}
          />
        </>
      )}
    </Stack>
  );
}
