import type { InterviewerQuality } from '@interview-hub/contracts/analytics';
import {
  Alert,
  Badge,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DetailField } from '../../../components/detail-field';
import { IconAlertCircle } from '../../../components/icons';
import { useInterviewerQuality } from '../api/get-interviewer-quality';
import {
  agreementText,
  flagMessage,
  passRateText,
  plural,
  rateText,
  ratingText,
  ruleLine,
} from './quality-text';

const ratings = [1, 2, 3, 4, 5] as const;

// The chart library is large: it loads only when there are ratings to draw, after the page has shown.
const RatingChart = lazy(() => import('./rating-chart').then((m) => ({ default: m.RatingChart })));

/**
 * The interviewer's quality against their peers on the same positions (decision record 029): the figures as
 * text, the rating distribution as a chart with its numbers in a table beside it, and a warning for each figure
 * far from the peers.
 */
export function InterviewerQualityCard({ interviewerId }: { interviewerId: number }) {
  const card = useInterviewerQuality(interviewerId);
  const flagged = (card.data?.quality.flags.length ?? 0) > 0;
  return (
    <Paper component="section" aria-labelledby="quality-title" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="sm">
          <Title order={2} size="h3" id="quality-title">
            Quality
          </Title>
          {flagged ? (
            <Badge variant="light" color="orange">
              Far from peers
            </Badge>
          ) : null}
        </Group>
        {card.isPending ? <Loader aria-label="Loading quality" /> : null}
        {card.isError ? (
          <Text size="sm" c="red">
            Failed to load the quality figures
          </Text>
        ) : null}
        {card.data ? (
          card.data.quality.feedbacks === 0 ? (
            <Text size="sm">No feedback in this period yet: nothing to compare.</Text>
          ) : (
            <QualityFigures quality={card.data.quality} />
          )
        ) : null}
        {card.data ? (
          <Text size="xs" c="dimmed">
            {ruleLine(card.data)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function QualityFigures({ quality }: { quality: InterviewerQuality }) {
  return (
    <Stack gap="md">
      {quality.flags.length ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle />} title="Far from peers" role="alert">
          <List size="sm">
            {quality.flags.map((flag) => (
              <List.Item key={flag}>{flagMessage(flag, quality)}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        <DetailField label="Feedbacks">
          {`${quality.feedbacks} of ${plural(quality.interviews, 'interview', 'interviews')}`}
        </DetailField>
        <DetailField label="Mean rating">{ratingText(quality)}</DetailField>
        <DetailField label="Pass rate">{passRateText(quality)}</DetailField>
        <DetailField label="Agreement with clients">{agreementText(quality)}</DetailField>
        <DetailField label="No-shows">
          {rateText(
            quality.no_show_rate,
            quality.peer_no_show_rate,
            plural(quality.interviews, 'interview', 'interviews'),
          )}
        </DetailField>
        <DetailField label="Late feedback">
          {rateText(
            quality.lateness_rate,
            quality.peer_lateness_rate,
            plural(quality.feedbacks, 'feedback', 'feedbacks'),
          )}
        </DetailField>
      </SimpleGrid>
      <RatingDistribution counts={quality.rating_counts} />
    </Stack>
  );
}

/** The numbers in a table, readable without the chart above it. */
function RatingDistribution({ counts }: { counts: number[] }) {
  const data = ratings.map((rating, i) => ({ rating: String(rating), feedbacks: counts[i] ?? 0 }));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Ratings given
      </Title>
      <Suspense fallback={<div style={{ height: 140 }} />}>
        <RatingChart data={data} />
      </Suspense>
      <Table.ScrollContainer minWidth={240}>
        <Table withTableBorder ta="center" fz="sm" aria-label="Feedbacks by rating">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="row">Rating</Table.Th>
              {ratings.map((rating) => (
                <Table.Th key={rating} ta="center">
                  {rating}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Feedbacks</Table.Th>
              {data.map((bar) => (
                <Table.Td key={bar.rating}>{bar.feedbacks}</Table.Td>
              ))}
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
