import { MAX_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clientQueryOptions } from '../../clients/api/get-client';
import { useClients } from '../../clients/api/get-clients';

type ClientFilterProps = { value: number | undefined; onChange: (id: number | undefined) => void };

/** Client filter: the first clients by name, searched on the server as one types. */
export function ClientFilter({ value, onChange }: ClientFilterProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const clients = useClients({
    limit: MAX_PAGE_SIZE,
    sort_by: 'name',
    sort_order: 'asc',
    ...(debounced ? { search: debounced } : {}),
  });
  // The chosen one may be past the first page (a shared link): ask for it, so its name shows.
  const chosen = useQuery({ ...clientQueryOptions(value ?? 0), enabled: value !== undefined });
  const options = (clients.data?.data ?? []).map((client) => ({
    value: String(client.id),
    label: client.name,
  }));
  if (chosen.data && !options.some((option) => option.value === String(chosen.data.id))) {
    options.unshift({ value: String(chosen.data.id), label: chosen.data.name });
  }
  return (
    <Select
      label="Client"
      placeholder="All clients"
      searchable
      clearable
      data={options}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      onSearchChange={setSearch}
      nothingFoundMessage="No clients found"
      w={{ base: '100%', xs: 220 }}
    />
  );
}
