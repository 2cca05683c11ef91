import { Alert } from '@mantine/core';
import { IconLock } from '../../components/icons';
import { FinanceScreen } from '../../features/finance/components/finance-screen';
import { useCan } from '../../lib/permissions';

/** `/finance?period=YYYY-MM`: the month's money, for admins (the server refuses everyone else: 403). */
export function FinancePage() {
  if (!useCan('finance.read')) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock />} title="Admins only" role="alert" maw={640}>
        You do not have access to Finance
      </Alert>
    );
  }
  return <FinanceScreen />;
}
