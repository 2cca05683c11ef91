import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { useMyEarnings } from '../api/get-my-earnings';
import { DocumentButtons } from './document-buttons';
import { LedgerLinesTable } from './ledger-lines-table';
import { MoneyTotals } from './money-totals';
import { MonthSelect } from './month-select';
import { currentPeriod, periodParam, recentPeriods } from './months';

/** 'My earnings' (interviewers): a month's earned and held payouts, each line, and the statement to download. */
export function MyEarningsScreen() {
  const [params, setParams] = useSearchParams();
  const period = periodParam(params.get('period'));
  const earnings = useMyEarnings(period);
  const data = earnings.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>My earnings</Title>
        <Group align="flex-end" wrap="wrap">
          <MonthSelect
            value={period}
            periods={recentPeriods(currentPeriod(), 12)}
            onChange={(value) => setParams({ period: value })}
          />
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              Statement
            </Text>
            <DocumentButtons target={{ kind: 'own-statement' }} period={period} label="My statement" />
          </Stack>
        </Group>
      </Group>
      {earnings.isPending && <Loader aria-label="Loading your earnings" />}
      {earnings.isError && (
        <LoadFailedAlert title="Failed to load your earnings" onRetry={() => void earnings.refetch()} />
      )}
      {data && (
        <>
          <MoneyTotals
            currency={data.currency}
            figures={[
              { label: 'Earned', minor: data.earned },
              { label: 'Held until feedback', minor: data.held },
            ]}
          />
          <Text c="dimmed" size="sm">
            A payout is held until you submit the interview&apos;s feedback.
            {data.closed_at ? ' This month is closed.' : ''}
          </Text>
          <LedgerLinesTable records={data.lines} currency={data.currency} fetching={earnings.isFetching} />
        </>
      )}
    </Stack>
  );
}
