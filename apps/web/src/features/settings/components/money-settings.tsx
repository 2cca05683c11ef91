import type { agencySettingsSchema } from '@interview-hub/contracts/settings';
import { NumberInput, Select, SimpleGrid, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { SchemaForm } from '../../../components/use-schema-form';
import { SettingsSection } from './settings-section';

type Form = SchemaForm<typeof agencySettingsSchema>;

/** 'EUR — Euro' for every currency the browser knows. */
function currencyOptions() {
  const names = new Intl.DisplayNames(undefined, { type: 'currency' });
  return Intl.supportedValuesOf('currency').map((code) => ({
    value: code,
    label: `${code} — ${names.of(code) ?? code}`,
  }));
}

/** The outcome factors the screen edits: the settings path and its label. */
const factors = [
  ['outcome_factors.completed.payout', 'Completed: payout'],
  ['outcome_factors.completed.charge', 'Completed: charge'],
  ['outcome_factors.late_feedback_penalty', 'Late feedback: payout penalty'],
  ['outcome_factors.candidate_no_show.payout', 'Candidate no-show: payout'],
  ['outcome_factors.candidate_no_show.charge', 'Candidate no-show: charge'],
  ['outcome_factors.late_cancellation.payout', 'Late cancellation: payout'],
  ['outcome_factors.late_cancellation.charge', 'Late cancellation: charge'],
  ['outcome_factors.cancellation.payout', 'Cancellation in time: payout'],
  ['outcome_factors.cancellation.charge', 'Cancellation in time: charge'],
  ['outcome_factors.interviewer_no_show.payout', 'Interviewer no-show: payout'],
  ['outcome_factors.interviewer_no_show.charge', 'Interviewer no-show: charge'],
] as const;

/** The agency's currency and what share of the interviewer's pay and the client's bill each outcome brings. */
export function MoneySettings({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const currencies = useMemo(currencyOptions, []);
  return (
    <SettingsSection title="Money">
      <Select
        label="Currency"
        description="Rates, the ledger, statements and invoices are in it; it changes once every month with amounts is closed"
        searchable
        data={currencies}
        nothingFoundMessage="No currency matches"
        maw={360}
        limit={100}
        allowDeselect={false}
        {...form.getInputProps('currency')}
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
      />
      <Text size="sm" c="dimmed">
        The share of the interviewer's pay and of the client's bill each outcome brings; a late feedback takes
        the penalty off the payout.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        {factors.map(([path, label]) => (
          <NumberInput
            key={path}
            label={label}
            min={0}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            suffix=" %"
            {...form.getInputProps(path)}
            disabled={readOnly}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
