import type { JobDetail } from '@interview-hub/contracts/jobs';
import { positionLevelLabels, positionLevels, storedPositionLevel } from '@interview-hub/contracts/money';
import { billingTexts, jobPricingFormSchema } from '@interview-hub/contracts/rates';
import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { BillingRuleFields } from '../../../components/billing-rule-fields';
import { BillingRuleView } from '../../../components/billing-rule-view';
import { CurrencyGate } from '../../../components/currency-gate';
import { DetailField } from '../../../components/detail-field';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useAgencyCurrency } from '../../rates/api/use-agency-currency';
import { useSetJobPricing } from '../api/set-job-pricing';

type PositionPricingCardProps = { job: JobDetail; canEdit: boolean };

const levelOptions = positionLevels.map((level) => ({ value: level, label: positionLevelLabels[level] }));

/** The position's level and what its interviews are billed: its own rule, or its client's. */
export function PositionPricingCard(props: PositionPricingCardProps) {
  return (
    <CurrencyGate title="Pricing" currency={useAgencyCurrency()}>
      {(currency) => <PositionPricing {...props} currency={currency} />}
    </CurrencyGate>
  );
}

function PositionPricing({ job, canEdit, currency }: PositionPricingCardProps & { currency: string }) {
  const update = useSetJobPricing(job.id);
  const schema = useMemo(() => jobPricingFormSchema(currency), [currency]);
  const { form, card } = useDraftEditor({
    schema,
    mutation: update,
    start: () => ({ level: job.level ?? ('' as const), ...billingTexts(job.billing ?? null, currency) }),
    savedMessage: 'Pricing saved',
  });

  return (
    <EditableCard title="Pricing" canEdit={canEdit} errorTitle="Failed to save pricing" {...card}>
      {card.editing ? (
        <Stack gap="md">
          <Select
            label="Level"
            description="Picks the interviewer's pay and the bill for the level"
            placeholder="No level"
            data={levelOptions}
            clearable
            maw={260}
            {...form.getInputProps('level')}
            value={form.values.level || null}
            onChange={(level) => form.setFieldValue('level', storedPositionLevel(level) ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <BillingRuleFields
            currency={currency}
            mode={form.values.mode}
            modeProps={form.getInputProps('mode')}
            amountProps={form.getInputProps('amount')}
            levelProps={(level) => form.getInputProps(`by_level.${level}`)}
            noneLabel="Client's rule"
          />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <DetailField label="Level">{job.level ? positionLevelLabels[job.level] : null}</DetailField>
          <DetailField label="Billing">
            <PositionBilling job={job} currency={currency} />
          </DetailField>
        </SimpleGrid>
      )}
    </EditableCard>
  );
}

/** The position's own rule, or its client's, said so. */
function PositionBilling({ job, currency }: { job: JobDetail; currency: string }) {
  if (job.billing) return <BillingRuleView rule={job.billing} currency={currency} />;
  const inherited = job.client?.billing ?? null;
  return (
    <>
      <Text size="sm" fw={500}>
        Client's rule
      </Text>
      {inherited ? (
        <BillingRuleView rule={inherited} currency={currency} />
      ) : (
        <Text size="sm" c="dimmed">
          {job.client ? 'Not set on the client' : 'No client'}
        </Text>
      )}
    </>
  );
}
