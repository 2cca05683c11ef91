import { periodLabel } from '@interview-hub/contracts/finance-documents';
import { Select } from '@mantine/core';

type MonthSelectProps = {
  value: string;
  /** The months offered, newest first; the one shown is always among them. */
  periods: string[];
  /** Months closed, marked as such. */
  closed?: ReadonlySet<string>;
  onChange: (period: string) => void;
};

/** A month picker: 'March 2026', 'February 2026 · closed'. */
export function MonthSelect({ value, periods, closed, onChange }: MonthSelectProps) {
  const months = periods.includes(value) ? periods : [value, ...periods].sort().reverse();
  return (
    <Select
      label="Month"
      w={220}
      allowDeselect={false}
      value={value}
      data={months.map((period) => ({
        value: period,
        label: `${periodLabel(period)}${closed?.has(period) ? ' · closed' : ''}`,
      }))}
      onChange={(period) => period && onChange(period)}
    />
  );
}
