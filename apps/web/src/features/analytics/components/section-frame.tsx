import {
  type AnalyticsQuery,
  type AnalyticsSection,
  analyticsSectionLabels,
} from '@interview-hub/contracts/analytics';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { LoadFailedAlert } from '../../../components/load-failed-alert';
import { getErrorMessage } from '../../../lib/api-error';
import { formatDay } from '../../../lib/format-date';
import { useDownloadAnalyticsCsv } from '../api/download-analytics-csv';

type Ranged = { range: { from: string; to: string; time_zone: string } };

type SectionFrameProps<T extends Ranged> = {
  section: AnalyticsSection;
  filters: AnalyticsQuery;
  query: UseQueryResult<T>;
  /** Whether the answer has nothing to show: the section then says `emptyText` instead. */
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
};

/** The range the server used (the defaults filled in), so the figures say what they cover. */
function RangeText({ range }: Ranged) {
  return (
    <Text size="sm" c="dimmed" data-testid="analytics-range">
      {`${formatDay(range.from)} – ${formatDay(range.to)}, days in ${range.time_zone}`}
    </Text>
  );
}

function CsvButton({ section, filters }: { section: AnalyticsSection; filters: AnalyticsQuery }) {
  const download = useDownloadAnalyticsCsv();
  const get = () =>
    download.mutate(
      { section, query: filters },
      {
        onError: (error) =>
          notifications.show({ color: 'red', message: getErrorMessage(error, 'The download failed') }),
      },
    );
  return (
    <Button variant="default" size="xs" loading={download.isPending} onClick={get}>
      Download CSV
    </Button>
  );
}

function SectionSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
      <Skeleton h={24} w={240} />
      <Skeleton h={260} />
      <Skeleton h={120} />
    </Stack>
  );
}

/**
 * One tab of Analytics: its range and CSV download over its figures, or a skeleton while they load, an alert with
 * Retry when they failed, a sentence when there are none.
 */
export function SectionFrame<T extends Ranged>(props: SectionFrameProps<T>) {
  const { query, section } = props;
  const label = analyticsSectionLabels[section];
  const data = query.data;
  return (
    <Stack gap="lg" pt="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        {data ? <RangeText range={data.range} /> : <span />}
        <CsvButton section={section} filters={props.filters} />
      </Group>
      {query.isPending && <SectionSkeleton label={label} />}
      {query.isError && (
        <LoadFailedAlert
          title={`Failed to load ${label.toLowerCase()}`}
          onRetry={() => void query.refetch()}
        />
      )}
      {data &&
        (props.isEmpty(data) ? (
          <Alert variant="light" color="gray" icon={<IconAlertCircle />} title={props.emptyText}>
            Choose a longer range or fewer filters.
          </Alert>
        ) : (
          props.children(data)
        ))}
    </Stack>
  );
}
