import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { useInterviewer } from '../../features/interviewers/api/get-interviewer';
import { InterviewerDetailsCard } from '../../features/interviewers/components/interviewer-details-card';
import { InterviewerInterviews } from '../../features/interviewers/components/interviewer-interviews';
import { useCan } from '../../lib/permissions';
import { useRecordId } from './record-id';

/** `/interviewers/{id}`: the details card and the upcoming and historical interviews. */
export function InterviewerDetailPage() {
  const id = useRecordId();
  if (id === null) return <ErrorState message="Failed to load interviewer details" backTo="/interviewers" />;
  return <InterviewerDetail id={id} />;
}

function InterviewerDetail({ id }: { id: number }) {
  const interviewer = useInterviewer(id);
  const canEdit = useCan('interviewers.edit');

  if (interviewer.isPending) return <PageLoader />;
  if (interviewer.isError)
    return <ErrorState message="Failed to load interviewer details" backTo="/interviewers" />;

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/interviewers" variant="subtle" px={0}>
          ← Back to interviewers
        </Button>
      </Group>
      <Title order={1}>{interviewer.data.name}</Title>
      <InterviewerDetailsCard interviewer={interviewer.data} canEdit={canEdit} />
      <InterviewerInterviews interviewerId={id} />
    </Stack>
  );
}
