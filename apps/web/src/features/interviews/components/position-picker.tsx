import type { Job } from '@interview-hub/contracts/jobs';
import { isOpenPosition, positionStatusLabels } from '@interview-hub/contracts/position-status';
import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useInactiveJobs } from '../api/get-inactive-jobs';
import { SearchPicker } from './search-picker';

type PositionPickerProps = {
  /** The active positions the wizard loaded. */
  jobs: Job[];
  selected: Job | null;
  onSelect: (job: Job | null) => void;
};

const SEARCH_DEBOUNCE_MS = 300;

export const positionLabel = (job: Job) =>
  job.client_name ? `${job.title} — ${job.client_name}` : job.title;

export function matchesPosition(job: Job, search: string): boolean {
  return job.title.toLowerCase().includes(search) || (job.client_name ?? '').toLowerCase().includes(search);
}

function PositionOption({ job }: { job: Job }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {job.title}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {[job.client_name, job.technologies.join(', ')].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {isOpenPosition(job.status) ? null : (
        <Badge size="xs" variant="light" color="gray">
          {positionStatusLabels[job.status]}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Position search by title or client name. Only open positions are listed; when the search also matches
 * positions that are not open, 'Show inactive positions' lets the recruiter list them too (spec §5).
 */
export function PositionPicker({ jobs, selected, onSelect }: PositionPickerProps) {
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const inactive = useInactiveJobs(debouncedSearch);
  const hidden = (inactive.data?.data ?? []).filter((job) => !isOpenPosition(job.status));
  const open = jobs.filter((job) => isOpenPosition(job.status));
  const items = showInactive ? [...open, ...hidden] : open;

  return (
    <Stack gap={6}>
      <SearchPicker
        label="Position"
        placeholder="Search by title or client"
        items={items}
        selected={selected}
        getKey={(job) => String(job.id)}
        getLabel={positionLabel}
        matches={matchesPosition}
        renderOption={(job) => <PositionOption job={job} />}
        onSelect={onSelect}
        onSearchChange={setSearch}
        emptyText="No positions found"
      />
      {hidden.length > 0 || showInactive ? (
        <Checkbox
          size="xs"
          label="Show inactive positions"
          description={
            showInactive
              ? undefined
              : `${hidden.length} filled, cancelled or paused ${hidden.length === 1 ? 'position matches' : 'positions match'}`
          }
          checked={showInactive}
          onChange={(event) => setShowInactive(event.currentTarget.checked)}
        />
      ) : null}
    </Stack>
  );
}
