import { Alert, Button, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAgencyCurrency } from '../api/use-agency-currency';

type CurrencyGateProps = { title: string; children: (currency: string) => ReactNode };

/** A money card waits for the agency's currency: its amounts mean nothing without it. */
export function CurrencyGate({ title, children }: CurrencyGateProps) {
  const currency = useAgencyCurrency();
  if (currency.data) return children(currency.data);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {currency.isError ? (
          <Alert color="red" variant="light" role="alert" title="Failed to load the agency's currency">
            <Button variant="light" size="xs" onClick={() => void currency.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <Loader size="sm" aria-label="Loading" />
        )}
      </Stack>
    </Paper>
  );
}
