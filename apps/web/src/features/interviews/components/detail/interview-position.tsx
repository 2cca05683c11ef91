import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DetailField } from '../../../../components/detail-field';
import { SectionCard } from './section-card';

/** The position, its company (with the website when known) and the feedback template. */
export function InterviewPosition({ interview }: { interview: InterviewDetail }) {
  const { job, template } = interview;
  return (
    <SectionCard title="Position Details">
      <DetailField label="Position">
        <Anchor component={Link} to={`/positions/${job.id}`} size="sm" fw={500}>
          {job.title}
        </Anchor>
      </DetailField>
      <DetailField label="Company">
        {job.client ? (
          <Stack gap={0}>
            <Text size="sm">{job.client.name}</Text>
            {job.client.website ? (
              <Anchor href={job.client.website} target="_blank" rel="noopener noreferrer" size="sm">
                {job.client.website}
              </Anchor>
            ) : null}
          </Stack>
        ) : null}
      </DetailField>
      <DetailField label="Template">{template?.name ?? null}</DetailField>
    </SectionCard>
  );
}
