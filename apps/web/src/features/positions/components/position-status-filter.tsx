import { filterPositionStatuses, positionStatusLabels } from '@interview-hub/contracts/position-status';
import { MultiSelect } from '@mantine/core';
import { type FilterStatus, nextStatusFilter } from './positions-url-state';

type PositionStatusFilterProps = {
  value: FilterStatus[];
  onChange: (statuses: FilterStatus[]) => void;
};

/** The multi-select status filter (Active, Filled, Cancelled); the last selected status cannot be unchecked. */
export function PositionStatusFilter({ value, onChange }: PositionStatusFilterProps) {
  const onlyOne = value.length === 1;
  const data = filterPositionStatuses.map((status) => ({
    value: status,
    label: positionStatusLabels[status],
    disabled: onlyOne && value[0] === status,
  }));

  return (
    <MultiSelect
      label="Status"
      data={data}
      value={value}
      onChange={(next) => {
        const statuses = nextStatusFilter(value, next);
        if (statuses.join(',') !== value.join(',')) onChange(statuses);
      }}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
