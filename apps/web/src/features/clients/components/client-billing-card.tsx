import type { Client } from '@interview-hub/contracts/clients';
import { billingTexts, clientBillingFormSchema } from '@interview-hub/contracts/rates';
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { BillingRuleFields } from '../../../components/billing-rule-fields';
import { BillingRuleView } from '../../../components/billing-rule-view';
import { CurrencyGate } from '../../../components/currency-gate';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useAgencyCurrency } from '../../rates/api/use-agency-currency';
import { useSetClientBilling } from '../api/set-client-billing';

type ClientBillingCardProps = { client: Client; canEdit: boolean };

/** What the client is billed per interview, in the agency's currency; 'Not set' without a rule. */
export function ClientBillingCard(props: ClientBillingCardProps) {
  return (
    <CurrencyGate title="Billing" currency={useAgencyCurrency()}>
      {(currency) => <ClientBilling {...props} currency={currency} />}
    </CurrencyGate>
  );
}

function ClientBilling({ client, canEdit, currency }: ClientBillingCardProps & { currency: string }) {
  const update = useSetClientBilling(client.id);
  const schema = useMemo(() => clientBillingFormSchema(currency), [currency]);
  const { form, card } = useDraftEditor({
    schema,
    mutation: update,
    start: () => billingTexts(client.billing ?? null, currency),
    savedMessage: 'Billing saved',
  });
  const rule = client.billing ?? null;

  return (
    <EditableCard title="Billing" canEdit={canEdit} errorTitle="Failed to save billing" {...card}>
      {card.editing ? (
        <BillingRuleFields
          currency={currency}
          mode={form.values.mode}
          modeProps={form.getInputProps('mode')}
          amountProps={form.getInputProps('amount')}
          levelProps={(level) => form.getInputProps(`by_level.${level}`)}
          noneLabel="Not set"
        />
      ) : rule ? (
        <BillingRuleView rule={rule} currency={currency} />
      ) : (
        <Text size="sm" c="dimmed">
          Not set
        </Text>
      )}
    </EditableCard>
  );
}
