import type { PositionLevel } from '@interview-hub/contracts/money';
import type { BillingChoice } from '@interview-hub/contracts/rates';
import { Group, Radio, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LevelAmountInputs } from './level-amount-inputs';
import { MoneyInput } from './money-input';

type BillingRuleFieldsProps = {
  currency: string;
  mode: BillingChoice;
  modeProps: GetInputPropsReturnType;
  amountProps: GetInputPropsReturnType;
  levelProps: (level: PositionLevel) => GetInputPropsReturnType;
  /** What 'no rule of its own' means here: "Not set" for a client, "Client's rule" for a position. */
  noneLabel: string;
};

/** The inputs of a billing rule: per interview or hourly, the amount, and optionally one per level. */
export function BillingRuleFields({
  currency,
  mode,
  modeProps,
  amountProps,
  levelProps,
  noneLabel,
}: BillingRuleFieldsProps) {
  return (
    <Stack gap="md">
      <Radio.Group label="Bill" {...modeProps}>
        <Group gap="lg" mt={6}>
          <Radio value="none" label={noneLabel} />
          <Radio value="per_interview" label="Per interview" />
          <Radio value="hourly" label="Per hour" />
        </Group>
      </Radio.Group>
      {mode === 'none' ? null : (
        <>
          <MoneyInput
            label={mode === 'hourly' ? 'Hourly rate' : 'Fee per interview'}
            currency={currency}
            required
            maw={260}
            {...amountProps}
          />
          <LevelAmountInputs
            legend="By the position's level (optional)"
            currency={currency}
            placeholder="Same"
            inputProps={levelProps}
          />
        </>
      )}
    </Stack>
  );
}
