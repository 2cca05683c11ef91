import type { Job } from '@interview-hub/contracts/jobs';
import { isOpenPosition, positionStatusLabels } from '@interview-hub/contracts/position-status';
import { Alert, Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useInactiveJobs } from '../api/get-inactive-jobs';
import { useWizardJobs } from '../api/get-wizard-options';
import { SearchPicker } from './search-picker';

type PositionPickerProps = {
  selected: Job | null;
  onSelect: (job: Job | null) => void;
  /** Forwarded to the input, e.g. `data-autofocus`. */
  inputProps?: Record<string, unknown>;
};

export const positionLabel = (job: Job) =>
  job.client_name ? `${job.title} — ${job.client_name}` : job.title;

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
 * Position search by title or client name, on the server (any case, any accents). Only open positions are
 * listed; when the search also matches positions that are not open, 'Show inactive positions' lets the recruiter
 * list them too (spec §5). A position without a feedback template is flagged once chosen.
 */
export function PositionPicker({ selected, onSelect, inputProps }: PositionPickerProps) {
  const [search, setSearch] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const active = useWizardJobs(search);
  const inactive = useInactiveJobs(search);
  const hidden = (inactive.data?.data ?? []).filter((job) => !isOpenPosition(job.status));
  const open = (active.data?.data ?? []).filter((job) => isOpenPosition(job.status));
  const items = showInactive ? [...open, ...hidden] : open;

  return (
    <Stack gap={6}>
      <SearchPicker
        label="Position"
        placeholder="Search by title or client"
        items={items}
        loading={active.isFetching || (showInactive && inactive.isFetching)}
        selected={selected}
        getKey={(job) => String(job.id)}
        getLabel={positionLabel}
        renderOption={(job) => <PositionOption job={job} />}
        onSelect={onSelect}
        onSearchChange={setSearch}
        emptyText="No positions found"
        inputProps={inputProps}
      />
      {selected && selected.template_id === null ? (
        <Alert color="yellow" variant="light" py={6}>
          This position has no feedback template: the interviewer's feedback will have no structure.
        </Alert>
      ) : null}
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
