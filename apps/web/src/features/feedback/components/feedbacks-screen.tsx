import { Alert, Stack, Text, Title } from '@mantine/core';
import { showsListLoader } from '../../../lib/list-loading';
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { IconAlertCircle } from '../../../components/icons';
import { useFeedbacks } from '../api/get-feedbacks';
import { FEEDBACKS_PAGE_SIZE, FeedbacksTable } from './feedbacks-table';

/** `/feedbacks`: every feedback the user may read, newest first, with a download per row. */
export function FeedbacksScreen() {
  const [page, setPage] = useState(1);
  const feedbacks = useFeedbacks({ page, limit: FEEDBACKS_PAGE_SIZE });

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1}>Feedbacks</Title>
        <Text c="dimmed" size="sm">
          Interview feedback, newest first. Open one to read or edit it.
        </Text>
      </Stack>
      {feedbacks.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to load feedbacks. Please try again.
        </Alert>
      ) : (
        <FeedbacksTable
          feedbacks={feedbacks.data?.data ?? []}
          total={feedbacks.data?.meta.total ?? 0}
          page={page}
          fetching={showsListLoader(feedbacks)}
          onPageChange={setPage}
        />
      )}
    </Stack>
  );
}
