import { Alert } from '@mantine/core';
import { IconLock } from '../../components/icons';
import { AnalyticsScreen } from '../../features/analytics/components/analytics-screen';
import { useCan } from '../../lib/permissions';

/** `/analytics?tab=…&from=…`: recruiters and admins (the server refuses everyone else: 403). */
export function AnalyticsPage() {
  if (!useCan('analytics.read')) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock />} title="Staff only" role="alert" maw={640}>
        You do not have access to Analytics
      </Alert>
    );
  }
  return <AnalyticsScreen />;
}
