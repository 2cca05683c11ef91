import type { Candidate } from '@interview-hub/contracts/candidates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useWizardCandidates } from '../api/get-wizard-options';
import { SearchPicker } from './search-picker';

function CandidateOption({ candidate }: { candidate: Candidate }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {candidate.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {[candidate.email, candidate.title].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {candidate.manatal_id !== null ? (
        <Badge size="xs" variant="light" color="grape">
          Manatal
        </Badge>
      ) : null}
    </Group>
  );
}

type CandidatePickerProps = {
  selected: Candidate | null;
  onSelect: (candidate: Candidate | null) => void;
};

/** Candidate search by name or e-mail, on the server (any case, any accents), 20 at a time. */
export function CandidatePicker({ selected, onSelect }: CandidatePickerProps) {
  const [search, setSearch] = useState('');
  const found = useWizardCandidates(search);
  return (
    <SearchPicker
      label="Candidate"
      placeholder="Search by name or email"
      items={found.data?.data ?? []}
      loading={found.isFetching}
      selected={selected}
      getKey={(candidate) => String(candidate.id)}
      getLabel={(candidate) => (candidate.email ? `${candidate.name} (${candidate.email})` : candidate.name)}
      renderOption={(candidate) => <CandidateOption candidate={candidate} />}
      onSelect={onSelect}
      onSearchChange={setSearch}
      emptyText="No candidates found"
    />
  );
}
