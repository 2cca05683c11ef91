import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { interviewerMatchesQueryOptions, type MatchQuery } from '../api/get-interviewer-matches';
import { useWizardInterviewers } from '../api/get-wizard-options';
import { interviewerWhy } from './interviewer-why';
import { SearchPicker } from './search-picker';
import type { WizardInterviewer } from './wizard-rules';

/** An interviewer to choose, with their match for the chosen position once it is known. */
export type InterviewerChoice = {
  interviewer: WizardInterviewer;
  match: Pick<
    InterviewerMatch,
    'score' | 'rank' | 'matched' | 'available' | 'next_free' | 'week' | 'calendar_state'
  > | null;
};

/**
 * What the server finds for a search: with a position chosen, the matching interviewers in rank order (each with
 * their rank among all), otherwise the interviewers by name.
 */
function useInterviewerChoices(search: string, ranking: MatchQuery) {
  const ranked = ranking.jobId !== null;
  const matches = useQuery({
    ...interviewerMatchesQueryOptions({ ...ranking, search }),
    placeholderData: keepPreviousData,
  });
  const plain = useWizardInterviewers(search, !ranked);
  const choices: InterviewerChoice[] = ranked
    ? (matches.data?.data ?? []).map(({ interviewer, ...match }) => ({ interviewer, match }))
    : (plain.data?.data ?? []).map((interviewer) => ({ interviewer, match: null }));
  return { choices, loading: ranked ? matches.isFetching : plain.isFetching };
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
        {match ? (
          <Text size="xs" c="dimmed" truncate="end">
            {interviewerWhy(match)}
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
  /** The position (with the chosen time, when known) the interviewers are ranked for. */
  ranking: MatchQuery;
  selected: InterviewerChoice | null;
  onSelect: (choice: InterviewerChoice | null) => void;
};

/**
 * Interviewer search by name, e-mail or tech stack, on the server (any case, any accents); with a position
 * chosen, ranked by tech-stack match.
 */
export function InterviewerPicker({ ranking, selected, onSelect }: InterviewerPickerProps) {
  const [search, setSearch] = useState('');
  const { choices, loading } = useInterviewerChoices(search, ranking);
  const ranked = ranking.jobId !== null;
  return (
    <SearchPicker
      label="Interviewer"
      placeholder="Search by name, email or tech stack"
      description={
        ranked
          ? 'Ranked by tech-stack match, free time in the next 10 working days, load this week, rating and price'
          : 'Choose a position to rank interviewers by tech-stack match'
      }
      items={choices}
      loading={loading}
      selected={selected}
      getKey={(choice) => String(choice.interviewer.id)}
      getLabel={(choice) =>
        choice.match
          ? `${choice.interviewer.name} (#${choice.match.rank}, ${choice.match.score}% match)`
          : choice.interviewer.name
      }
      renderOption={(choice) => <InterviewerOption choice={choice} />}
      onSelect={onSelect}
      onSearchChange={setSearch}
      emptyText="No interviewers found"
    />
  );
}
