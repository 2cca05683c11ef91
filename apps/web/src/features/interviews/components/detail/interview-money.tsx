import type { LedgerLine } from '@interview-hub/contracts/finance';
import { repriceFormSchema } from '@interview-hub/contracts/finance';
import { formatMoney } from '@interview-hub/contracts/money';
import { Alert, Badge, Button, Group, Table, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { FormLayout, ModalForm } from '../../../../components/modal-form';
import { useSchemaForm } from '../../../../components/use-schema-form';
import { formatDateTime } from '../../../../lib/format-date';
import { useInterviewLedger, useRepriceInterview } from '../../api/interview-ledger';
import { SectionCard } from './section-card';

const kindLabels = { payout: 'Interviewer payout', charge: 'Client charge' } as const;

function LineRow({ line }: { line: LedgerLine }) {
  return (
    <Table.Tr>
      <Table.Td>
        {kindLabels[line.kind]}
        {line.held ? (
          <Badge ml={6} size="xs" color="yellow" variant="light">
            Held
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(line.amount, line.currency)}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{line.reason ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {line.period} · {formatDateTime(line.created_at)}
          {line.actor_name ? ` · ${line.actor_name}` : ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function RepriceDialog({ interviewId, onClose }: { interviewId: number; onClose: () => void }) {
  const reprice = useRepriceInterview(interviewId);
  const form = useSchemaForm(repriceFormSchema, { reason: '' });
  const save = form.onSubmit(({ reason }) =>
    reprice.mutate(reason, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Interview priced again' });
        onClose();
      },
    }),
  );
  return (
    <ModalForm title="Price again" opened onClose={onClose} pending={reprice.isPending}>
      <FormLayout
        onSubmit={save}
        submitLabel="Price again"
        pending={reprice.isPending}
        onCancel={onClose}
        failure={reprice.isError ? 'Failed to price the interview again' : null}
      >
        <Text size="sm">
          With today's rates: what changed is reversed and added again, with your reason. Nothing changes when
          the price is the same.
        </Text>
        <Textarea
          label="Why"
          required
          autosize
          minRows={2}
          {...form.getInputProps('reason')}
          data-autofocus
        />
      </FormLayout>
    </ModalForm>
  );
}

/** Money (admins): what the interview pays its interviewer and bills its client, every line, and Price again. */
export function InterviewMoney({ interviewId }: { interviewId: number }) {
  const ledger = useInterviewLedger(interviewId, true);
  const [repricing, setRepricing] = useState(false);
  const lines = ledger.data?.data ?? [];
  const totals = ledger.data?.totals;
  const currency = lines[0]?.currency;
  return (
    <SectionCard title="Money">
      {ledger.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load the interview's money
        </Alert>
      ) : null}
      {ledger.data && lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing paid or billed yet: amounts follow the outcome.
        </Text>
      ) : null}
      {totals && currency ? (
        <Group gap="lg">
          <Text size="sm">Billed {formatMoney(totals.charged, currency)}</Text>
          <Text size="sm">Paid {formatMoney(totals.paid, currency)}</Text>
          <Text size="sm">Held {formatMoney(totals.held, currency)}</Text>
          <Text size="sm" fw={600}>
            Margin {formatMoney(totals.margin, currency)}
          </Text>
        </Group>
      ) : null}
      {lines.length ? (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing={4} aria-label="Ledger lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Line</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Why</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <LineRow key={line.id} line={line} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Group justify="flex-end">
        <Button variant="light" size="xs" onClick={() => setRepricing(true)}>
          Price again
        </Button>
      </Group>
      {repricing ? <RepriceDialog interviewId={interviewId} onClose={() => setRepricing(false)} /> : null}
    </SectionCard>
  );
}
