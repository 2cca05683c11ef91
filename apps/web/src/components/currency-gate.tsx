import { Alert, Button, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** What the gate reads of the currency's query (a TanStack Query result fits). */
type CurrencyQuery = { data: string | undefined; isError: boolean; refetch: () => unknown };
type CurrencyGateProps = {
  title: string;
  currency: CurrencyQuery;
  children: (currency: string) => ReactNode;
};

/** A money card waits for the agency's currency: its amounts mean nothing without it. */
export function CurrencyGate({ title, currency, children }: CurrencyGateProps) {
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
