import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Group, Text, Typography } from '@mantine/core';
import { DetailField } from '../../../../components/detail-field';
import { SafeHtml } from '../../../../components/safe-html';
import { formatDateTime } from '../../../../lib/format-date';
import { SectionCard } from './section-card';

/** Recruiter notes as sanitised HTML. */
export function InterviewNotes({ notes }: { notes: string | null }) {
  return (
    <SectionCard title="Recruiter Notes">
      {notes?.trim() ? (
        <Typography>
          <SafeHtml html={notes} data-testid="recruiter-notes" />
        </Typography>
      ) : (
        <Text size="sm" c="dimmed">
          No notes
        </Text>
      )}
    </SectionCard>
  );
}

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/** Created, and Last Updated only when it differs from Created. */
export function InterviewMetadata({ interview }: { interview: InterviewDetail }) {
  return (
    <Group gap="xl">
      <DetailField label="Created">{formatDateTime(interview.created_at)}</DetailField>
      {sameInstant(interview.created_at, interview.updated_at) ? null : (
        <DetailField label="Last Updated">{formatDateTime(interview.updated_at)}</DetailField>
      )}
    </Group>
  );
}
