import { MAX_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jobQueryOptions } from '../../positions/api/get-job';
import { useJobs } from '../../positions/api/get-jobs';

type PositionFilterProps = {
  /** The chosen client's positions only, when a client is chosen. */
  clientId: number | undefined;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
};

/** Position filter: the first positions by title (of the chosen client), searched on the server as one types. */
export function PositionFilter({ clientId, value, onChange }: PositionFilterProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const jobs = useJobs({
    limit: MAX_PAGE_SIZE,
    sort_by: 'title',
    sort_order: 'asc',
    ...(clientId ? { client_id: clientId } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  // The chosen one may be past the first page (a shared link): ask for it, so its title shows.
  const chosen = useQuery({ ...jobQueryOptions(value ?? 0), enabled: value !== undefined });
  const options = (jobs.data?.data ?? []).map((job) => ({
    value: String(job.id),
    label: clientId || !job.client_name ? job.title : `${job.title} · ${job.client_name}`,
  }));
  if (chosen.data && !options.some((option) => option.value === String(chosen.data.id))) {
    options.unshift({ value: String(chosen.data.id), label: chosen.data.title });
  }
  return (
    <Select
      label="Position"
      placeholder="All positions"
      searchable
      clearable
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      onSearchChange={setSearch}
      nothingFoundMessage="No positions found"
      w={{ base: '100%', xs: 260 }}
    />
  );
}
