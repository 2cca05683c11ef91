import { formatPhone } from '@interview-hub/contracts/phone';
import { TextInput, type TextInputProps } from '@mantine/core';

type PhoneFieldProps = Omit<TextInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (phone: string) => void;
};

/** A phone input formatted by its digits as the user types (3, 3, 4 digits; a + country prefix past 10 digits). */
export function PhoneField({ value, onChange, ...inputProps }: PhoneFieldProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...inputProps}
      value={value}
      onChange={(event) => onChange(formatPhone(event.currentTarget.value))}
    />
  );
}
