import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from './icons';

/** A screen's data failed to load: what failed, and Retry (a query's refetch). */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" title={title}>
      <Button size="xs" variant="default" mt="xs" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
