import { MAX_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { interviewerQueryOptions } from '../../interviewers/api/get-interviewer';
import { useInterviewers } from '../../interviewers/api/get-interviewers';

type InterviewerFilterProps = { value: number | null; onChange: (id: number | null) => void };

/** Interviewer filter: the first interviewers by name, searched on the server as one types. */
export function InterviewerFilter({ value, onChange }: InterviewerFilterProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const interviewers = useInterviewers({
    limit: MAX_PAGE_SIZE,
    sort_by: 'name',
    sort_order: 'asc',
    ...(debounced ? { search: debounced } : {}),
  });
  // The chosen one may be past the first page (or a link's id): ask for it, so its name shows.
  const chosen = useQuery({ ...interviewerQueryOptions(value ?? 0), enabled: value !== null });
  const options = (interviewers.data?.data ?? []).map((i) => ({ value: String(i.id), label: i.name }));
  if (chosen.data && !options.some((option) => option.value === String(chosen.data.id))) {
    options.unshift({ value: String(chosen.data.id), label: chosen.data.name });
  }
  return (
    <Select
      label="Interviewer"
      placeholder="All interviewers"
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      onSearchChange={setSearch}
      nothingFoundMessage="No interviewers found"
      w={{ base: '100%', xs: 220 }}
    />
  );
}
