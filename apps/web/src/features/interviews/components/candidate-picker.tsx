import type { Candidate } from '@interview-hub/contracts/candidates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { SearchPicker } from './search-picker';

export function matchesCandidate(candidate: Candidate, search: string): boolean {
  return (
    candidate.name.toLowerCase().includes(search) || (candidate.email ?? '').toLowerCase().includes(search)
  );
}

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
  candidates: Candidate[];
  selected: Candidate | null;
  onSelect: (candidate: Candidate | null) => void;
};

/** Candidate search by name or e-mail. */
export function CandidatePicker({ candidates, selected, onSelect }: CandidatePickerProps) {
  return (
    <SearchPicker
      label="Candidate"
      placeholder="Search by name or email"
      items={candidates}
      selected={selected}
      getKey={(candidate) => String(candidate.id)}
      getLabel={(candidate) => (candidate.email ? `${candidate.name} (${candidate.email})` : candidate.name)}
      matches={matchesCandidate}
      renderOption={(candidate) => <CandidateOption candidate={candidate} />}
      onSelect={onSelect}
      emptyText="No candidates found"
    />
  );
}
