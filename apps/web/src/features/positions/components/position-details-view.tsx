import type { JobDetail } from '@interview-hub/contracts/jobs';
import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { PositionStatusBadge } from '../../../components/position-status-badge';
import { TagList } from '../../../components/tag-input';
import { NoteContent } from './note-content';
import { PositionTemplateField } from './position-template-field';

type PositionDetailsViewProps = {
  job: JobDetail;
  showInternalNotes: boolean;
};

/** The position's fields, read-only. */
export function PositionDetailsView({ job, showInternalNotes }: PositionDetailsViewProps) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <DetailField label="Status">
          <PositionStatusBadge status={job.status} w="fit-content" />
        </DetailField>
        <DetailField label="Client">{job.client?.name ?? job.client_name}</DetailField>
        <DetailField label="Client ID">{job.client_id}</DetailField>
        <PositionTemplateField job={job} />
      </SimpleGrid>
      <DetailField label="Feedback Template Link">
        {job.feedback_template_link ? (
          <Anchor
            href={job.feedback_template_link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {job.feedback_template_link}
          </Anchor>
        ) : null}
      </DetailField>
      <DetailField label="Tech Stack">
        <TagList tags={job.technologies} emptyText="Not set" />
      </DetailField>
      <DetailField label="Notes for Interviewers">
        <NoteContent text={job.note_for_interviewers} />
      </DetailField>
      {showInternalNotes ? (
        <DetailField label="Internal Notes">
          <NoteContent text={job.internal_notes} />
        </DetailField>
      ) : null}
    </Stack>
  );
}
