import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { SearchPicker } from './search-picker';

/** An interviewer to choose, with their match for the chosen position once it is known. */
export type InterviewerChoice = {
  interviewer: Pick<Interviewer, 'id' | 'name' | 'email' | 'tech_stack'>;
  match: Pick<InterviewerMatch, 'score' | 'rank' | 'matched' | 'available'> | null;
};

/** Ranked by match when a position is chosen (the server's order), otherwise by name. */
export function interviewerChoices(interviewers: Interviewer[], matches: InterviewerMatch[] | null) {
  if (matches) return matches.map(({ interviewer, ...match }): InterviewerChoice => ({ interviewer, match }));
  return [...interviewers]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((interviewer): InterviewerChoice => ({ interviewer, match: null }));
}

export function matchesInterviewer({ interviewer }: InterviewerChoice, search: string): boolean {
  return (
    interviewer.name.toLowerCase().includes(search) ||
    interviewer.email.toLowerCase().includes(search) ||
    interviewer.tech_stack.some((tech) => tech.toLowerCase().includes(search))
  );
}

function InterviewerOption({ choice }: { choice: InterviewerChoice }) {
  const { interviewer, match } = choice;
  const known = match ? new Set(match.matched.map((t) => t.toLowerCase())) : new Set<string>();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate="end">
          {interviewer.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {interviewer.email}
        </Text>
        {interviewer.tech_stack.length > 0 ? (
          <Text size="xs" truncate="end">
            {interviewer.tech_stack.map((tech, index) => (
              <Text span key={tech} size="xs" fw={known.has(tech.toLowerCase()) ? 700 : 400}>
                {index > 0 ? ', ' : ''}
                {tech}
              </Text>
            ))}
          </Text>
        ) : null}
      </Stack>
      {match ? (
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <Group gap={4} wrap="nowrap">
            <Badge size="sm" variant="filled" aria-label={`Rank ${match.rank}`}>
              #{match.rank}
            </Badge>
            <Badge size="sm" variant="light" color={match.score >= 50 ? 'green' : 'gray'}>
              {match.score}% match
            </Badge>
          </Group>
          {match.available === false ? (
            <Badge size="xs" variant="light" color="orange">
              Busy at this time
            </Badge>
          ) : null}
        </Stack>
      ) : null}
    </Group>
  );
}

type InterviewerPickerProps = {
  choices: InterviewerChoice[];
  selected: InterviewerChoice | null;
  onSelect: (choice: InterviewerChoice | null) => void;
  /** Whether the choices are ranked for a chosen position. */
  ranked: boolean;
};

/** Interviewer search by name, e-mail or tech stack; with a position chosen, ranked by tech-stack match. */
export function InterviewerPicker({ choices, selected, onSelect, ranked }: InterviewerPickerProps) {
  return (
    <SearchPicker
      label="Interviewer"
      placeholder="Search by name, email or tech stack"
      description={
        ranked
          ? 'Ranked by how well their tech stack matches the position'
          : 'Choose a position to rank interviewers by tech-stack match'
      }
      items={choices}
      selected={selected}
      getKey={(choice) => String(choice.interviewer.id)}
      getLabel={(choice) =>
        choice.match
          ? `${choice.interviewer.name} (#${choice.match.rank}, ${choice.match.score}% match)`
          : choice.interviewer.name
      }
      matches={matchesInterviewer}
      renderOption={(choice) => <InterviewerOption choice={choice} />}
      onSelect={onSelect}
      emptyText="No interviewers found"
    />
  );
}
