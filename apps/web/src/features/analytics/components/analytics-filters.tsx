import '@mantine/dates/styles.css';
import type { AnalyticsQuery } from '@interview-hub/contracts/analytics';
import { positionLevelLabels, positionLevelSchema, positionLevels } from '@interview-hub/contracts/money';
import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useEffect, useState } from 'react';
import { hasAnalyticsFilters } from './analytics-url-state';
import { ClientFilter } from './client-filter';
import { PositionFilter } from './position-filter';
import type { AnalyticsFiltersChange } from './use-analytics-url-state';

const levelOptions = positionLevels.map((level) => ({ value: level, label: positionLevelLabels[level] }));

type DayRange = [string | null, string | null];

/** The picked range goes to the URL once both ends are chosen (or it is cleared); a changed URL shows its range. */
function useDayRange(filters: AnalyticsQuery, onChange: (change: AnalyticsFiltersChange) => void) {
  const from = filters.from ?? null;
  const to = filters.to ?? null;
  const [range, setRange] = useState<DayRange>([from, to]);
  useEffect(() => setRange([from, to]), [from, to]);
  const pick = ([start, end]: DayRange) => {
    setRange([start, end]);
    if (start && !end) return;
    onChange({ from: start ?? undefined, to: end ?? undefined });
  };
  return [range, pick] as const;
}

type AnalyticsFiltersProps = {
  filters: AnalyticsQuery;
  onChange: (change: AnalyticsFiltersChange) => void;
  onReset: () => void;
};

/** Dates, client, position (of that client) and level; each one narrows every section alike. */
export function AnalyticsFilters({ filters, onChange, onReset }: AnalyticsFiltersProps) {
  const [range, pickRange] = useDayRange(filters, onChange);
  return (
    <Group gap="md" align="flex-end" wrap="wrap" role="search" aria-label="Analytics filters">
      <DatePickerInput
        type="range"
        label="Dates"
        placeholder="Last 12 weeks"
        clearable
        allowSingleDateInRange
        value={range}
        onChange={([start, end]) => pickRange([start ?? null, end ?? null])}
        valueFormat="MMM D, YYYY"
        w={{ base: '100%', xs: 260 }}
      />
      <ClientFilter value={filters.client_id} onChange={(client_id) => onChange({ client_id })} />
      <PositionFilter
        clientId={filters.client_id}
        value={filters.job_id}
        onChange={(job_id) => onChange({ job_id })}
      />
      <Select
        label="Level"
        placeholder="All levels"
        clearable
        data={levelOptions}
        value={filters.level ?? null}
        onChange={(value) => onChange({ level: positionLevelSchema.safeParse(value).data })}
        w={{ base: '100%', xs: 160 }}
      />
      {hasAnalyticsFilters(filters) && (
        <Button variant="subtle" onClick={onReset}>
          Reset filters
        </Button>
      )}
    </Group>
  );
}
