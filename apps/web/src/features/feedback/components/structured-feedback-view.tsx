import type { StructuredFeedback } from '@interview-hub/contracts/feedback';
import { FEEDBACK_RATING_MAX } from '@interview-hub/contracts/feedback';
import { Badge, Group, Paper, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { SafeHtml } from '../../../components/safe-html';
import { AreaAssessmentView } from './area-assessment-view';

function Assessment({ label, html }: { label: string; html: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" tt="uppercase" c="dimmed">
        {label}
      </Title>
      <SafeHtml html={html} fz="sm" style={{ whiteSpace: 'pre-wrap' }} />
    </Stack>
  );
}

/** Structured feedback: the summary, the knowledge-area assessments and the detailed assessment. */
export function StructuredFeedbackView({ feedback }: { feedback: StructuredFeedback }) {
  const pass = feedback.overall_recommendation === 'Pass';
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="feedback-summary-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="feedback-summary-title">
            Summary
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <DetailField label="Rating">
              <Group gap="xs">
                <Rating value={feedback.rating} count={FEEDBACK_RATING_MAX} readOnly aria-hidden="true" />
                <Text fw={600}>{`${feedback.rating}/${FEEDBACK_RATING_MAX}`}</Text>
              </Group>
            </DetailField>
            <DetailField label="Recommendation">
              <Badge color={pass ? 'teal' : 'red'} variant="filled" size="lg" w="fit-content">
                {feedback.overall_recommendation}
              </Badge>
            </DetailField>
            <DetailField label="Candidate level">{feedback.candidate_level}</DetailField>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="feedback-areas-title">
        <Title order={2} fz="lg" id="feedback-areas-title">
          Knowledge areas
        </Title>
        {feedback.knowledge_areas.map((area, index) => (
          <AreaAssessmentView key={area.id ?? `${index}-${area.name}`} area={area} index={index} />
        ))}
      </Stack>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="feedback-detailed-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="feedback-detailed-title">
            Detailed assessment
          </Title>
          <Assessment label="Strong sides" html={feedback.strong_sides} />
          <Assessment label="Areas for improvement" html={feedback.areas_for_improvements} />
          <Assessment label="Overall comments" html={feedback.overall_comment} />
        </Stack>
      </Paper>
    </Stack>
  );
}
