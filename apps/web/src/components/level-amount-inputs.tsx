import { type PositionLevel, positionLevelLabels, positionLevels } from '@interview-hub/contracts/money';
import { Fieldset, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { MoneyInput } from './money-input';

type LevelAmountInputsProps = {
  legend: string;
  currency: string;
  /** The form's props of each level's input. */
  inputProps: (level: PositionLevel) => GetInputPropsReturnType;
  placeholder: string;
};

/** An optional amount for each position level; a blank one falls back to `placeholder`'s amount. */
export function LevelAmountInputs({ legend, currency, inputProps, placeholder }: LevelAmountInputsProps) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {positionLevels.map((level) => (
          <MoneyInput
            key={level}
            label={positionLevelLabels[level]}
            currency={currency}
            placeholder={placeholder}
            {...inputProps(level)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
