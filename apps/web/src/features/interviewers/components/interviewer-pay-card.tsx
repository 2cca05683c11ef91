import type { Interviewer } from '@interview-hub/contracts/interviewers';
import {
  formatMoney,
  minorDigits,
  positionLevelLabels,
  positionLevels,
} from '@interview-hub/contracts/money';
import { interviewerRatesFormSchema, levelAmountTexts } from '@interview-hub/contracts/rates';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { CurrencyGate } from '../../../components/currency-gate';
import { DetailField } from '../../../components/detail-field';
import { EditableCard } from '../../../components/editable-card';
import { LevelAmountInputs } from '../../../components/level-amount-inputs';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useAgencyCurrency } from '../../rates/api/use-agency-currency';
import { useSetInterviewerRates } from '../api/set-interviewer-rates';

type InterviewerPayCardProps = { interviewer: Interviewer; canEdit: boolean };

/** The hourly price (kept in major units on the record, edited in Details) in minor units, for display. */
const priceInMinor = (price: number, currency: string) => Math.round(price * 10 ** minorDigits(currency));

/** What the interviewer is paid per hour: the price, or their own rate for a position's level. */
export function InterviewerPayCard(props: InterviewerPayCardProps) {
  return (
    <CurrencyGate title="Pay" currency={useAgencyCurrency()}>
      {(currency) => <InterviewerPay {...props} currency={currency} />}
    </CurrencyGate>
  );
}

function InterviewerPay({ interviewer, canEdit, currency }: InterviewerPayCardProps & { currency: string }) {
  const update = useSetInterviewerRates(interviewer.id);
  const schema = useMemo(() => interviewerRatesFormSchema(currency), [currency]);
  const { form, card } = useDraftEditor({
    schema,
    mutation: update,
    start: () => ({ level_rates: levelAmountTexts(interviewer.level_rates, currency) }),
    savedMessage: 'Pay saved',
  });
  const price =
    interviewer.price === null ? null : formatMoney(priceInMinor(interviewer.price, currency), currency);

  return (
    <EditableCard title="Pay" canEdit={canEdit} errorTitle="Failed to save pay" {...card}>
      <Stack gap="md">
        <DetailField label="Hourly price (edit it in Details)">
          {price ? `${price} per hour` : null}
        </DetailField>
        {card.editing ? (
          <LevelAmountInputs
            legend="Hourly pay by the position's level (blank: the price)"
            currency={currency}
            placeholder="Price"
            inputProps={(level) => form.getInputProps(`level_rates.${level}`)}
          />
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
            {positionLevels.map((level) => {
              const minor = interviewer.level_rates[level];
              return (
                <DetailField key={level} label={positionLevelLabels[level]}>
                  {minor === undefined ? 'Price' : `${formatMoney(minor, currency)} per hour`}
                </DetailField>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
    </EditableCard>
  );
}
