import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { TagList } from '../../../components/tag-input';
import { timeZoneLabel } from '../../../lib/time-zones';
import { formatPrice, formatRating } from './interviewer-format';

/** The interviewer's fields, read-only. */
export function InterviewerDetailsView({ interviewer }: { interviewer: Interviewer }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <DetailField label="Name">{interviewer.name}</DetailField>
        <DetailField label="Email">
          <Anchor href={`mailto:${interviewer.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {interviewer.email}
          </Anchor>
        </DetailField>
        <DetailField label="Phone">{interviewer.phone}</DetailField>
        <DetailField label="Telegram Handle">{interviewer.telegram}</DetailField>
        <DetailField label="Telegram Chat ID">{interviewer.telegram_chat_id}</DetailField>
        <DetailField label="Price ($/hr)">{formatPrice(interviewer.price)}</DetailField>
        <DetailField label="Rating">{formatRating(interviewer.rating)}</DetailField>
        <DetailField label="Feedback Folder">
          {interviewer.feedback_folder_id ? (
            <Anchor href={interviewer.feedback_folder_id} target="_blank" rel="noopener noreferrer" size="sm">
              Open Google Drive
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              Not set
            </Text>
          )}
        </DetailField>
        <DetailField label="Time Zone">
          {interviewer.timezone ? timeZoneLabel(interviewer.timezone) : null}
        </DetailField>
      </SimpleGrid>
      <DetailField label="Tech Stack">
        <TagList tags={interviewer.tech_stack} emptyText="Not set" />
      </DetailField>
      <DetailField label="Notes">
        {interviewer.notes ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {interviewer.notes}
          </Text>
        ) : null}
      </DetailField>
    </Stack>
  );
}
