import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DetailField } from '../../../../components/detail-field';
import { SectionCard } from './section-card';

/** Candidate (with title and location), interviewer (with a mail link) and recruiter. */
export function InterviewParticipants({ interview }: { interview: InterviewDetail }) {
  const { candidate, interviewer, recruiter } = interview;
  const candidateInfo = [candidate.title, candidate.location].filter(Boolean).join(' · ');
  return (
    <SectionCard title="Participants">
      <DetailField label="Candidate">
        <Stack gap={0}>
          <Anchor component={Link} to={`/candidates/${candidate.id}`} size="sm" fw={500}>
            {candidate.name}
          </Anchor>
          {candidateInfo ? (
            <Text size="sm" c="dimmed">
              {candidateInfo}
            </Text>
          ) : null}
        </Stack>
      </DetailField>
      <DetailField label="Interviewer">
        <Stack gap={0}>
          <Anchor component={Link} to={`/interviewers/${interviewer.id}`} size="sm" fw={500}>
            {interviewer.name}
          </Anchor>
          <Anchor href={`mailto:${interviewer.email}`} size="sm">
            {interviewer.email}
          </Anchor>
        </Stack>
      </DetailField>
      <DetailField label="Recruiter">{recruiter?.name || recruiter?.email || null}</DetailField>
    </SectionCard>
  );
}
