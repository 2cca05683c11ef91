import { Alert, Button, Group, Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { IconAlertCircle } from './icons';

type ErrorStateProps = {
  /** The spec's message for the failure, e.g. 'Candidate not found'. */
  message: string;
  /** Where Back leads; without it Back returns to the previous page. */
  backTo?: string;
  /** Offers Retry, which reloads the page (spec §2: candidate and client errors). */
  withRetry?: boolean;
  /** Offers Retry that runs this (e.g. a query's refetch) instead of reloading the page. */
  onRetry?: () => void;
  title?: string;
};

/** The failure page of a detail screen: the message, a Back button and, where the spec asks, Retry. */
export function ErrorState({
  message,
  backTo,
  withRetry = false,
  onRetry,
  title = 'Something went wrong',
}: ErrorStateProps) {
  const navigate = useNavigate();
  const goBack = () => {
    if (backTo) void navigate(backTo);
    else void navigate(-1);
  };

  return (
    <Stack gap="md" maw={640}>
      <Alert color="red" variant="light" title={title} icon={<IconAlertCircle />} role="alert">
        {message}
      </Alert>
      <Group gap="sm">
        <Button variant="default" onClick={goBack}>
          Back
        </Button>
        {withRetry || onRetry ? (
          <Button onClick={onRetry ?? (() => window.location.reload())}>Retry</Button>
        ) : null}
      </Group>
    </Stack>
  );
}
