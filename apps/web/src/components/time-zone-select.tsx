import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { isTimeZone, timeZoneLabel, timeZoneOptions } from '../lib/time-zones';

type TimeZoneSelectProps = {
  label: string;
  value: string | null;
  onChange: (zone: string | null) => void;
  error?: string;
  description?: string;
  /** Offer to clear the choice (the agency's default zone applies then). */
  clearable?: boolean;
  disabled?: boolean;
};

/** A searchable IANA time zone picker; options read "Europe/Berlin (UTC+01:00)". */
export function TimeZoneSelect({
  label,
  value,
  onChange,
  error,
  description,
  clearable,
  disabled,
}: TimeZoneSelectProps) {
  const data = useMemo(() => {
    const all = timeZoneOptions();
    // A zone saved under a name the list does not hold (an old alias) is still shown as chosen.
    return value && isTimeZone(value) && !all.some((o) => o.value === value)
      ? [{ value, label: timeZoneLabel(value) }, ...all]
      : all;
  }, [value]);
  return (
    <Select
      label={label}
      description={description}
      placeholder="Search a city or region"
      searchable
      clearable={clearable}
      disabled={disabled}
      nothingFoundMessage="No time zone matches"
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      limit={100}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
