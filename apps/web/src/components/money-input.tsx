import { Text, TextInput, type TextInputProps } from '@mantine/core';

type MoneyInputProps = Omit<TextInputProps, 'rightSection'> & { currency: string };

/**
 * An amount typed as text ("1,234.50"), with the currency beside it; the form's schema reads it into minor
 * units (`parseMoneyInput`), so no float ever holds it.
 */
export function MoneyInput({ currency, ...props }: MoneyInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {currency}
        </Text>
      }
      rightSectionWidth={48}
      {...props}
    />
  );
}
