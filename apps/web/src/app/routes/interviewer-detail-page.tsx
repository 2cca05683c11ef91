import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecordNotFound } from '../../components/record-not-found';
import { useInterviewer } from '../../features/interviewers/api/get-interviewer';
import { AvailabilityCard } from '../../features/interviewers/components/availability-card';
import { CalendarCard } from '../../features/interviewers/components/calendar-card';
import { InterviewerDetailsCard } from '../../features/interviewers/components/interviewer-details-card';
import { InterviewerInterviews } from '../../features/interviewers/components/interviewer-interviews';
import { InterviewerPayCard } from '../../features/interviewers/components/interviewer-pay-card';
import { InterviewerQualityCard } from '../../features/interviewers/components/interviewer-quality-card';
import { InterviewerSignInPanel } from '../../features/interviewers/components/interviewer-sign-in-panel';
import { isNotFoundError } from '../../lib/api-error';
import { useCan } from '../../lib/permissions';
import { useRecordId } from './record-id';

/** `/interviewers/{id}`: the details card, the availability, the calendar, and the upcoming and historical interviews. */
export function InterviewerDetailPage() {
  const id = useRecordId();
  if (id === null) return <RecordNotFound message="Interviewer not found" backTo="/interviewers" />;
  return <InterviewerDetail id={id} />;
}

function InterviewerDetail({ id }: { id: number }) {
  const interviewer = useInterviewer(id);
  const canEdit = useCan('interviewers.edit');
  // An interviewer reaches only their own page, where they change their phone, Telegram and time zone.
  const canEditContact = useCan('interviewers.editContact');
  const canInvite = useCan('interviewers.invite');
  const canEditRates = useCan('rates.edit');

  if (interviewer.isPending) return <PageLoader />;
  if (isNotFoundError(interviewer.error))
    return <RecordNotFound message="Interviewer not found" backTo="/interviewers" />;
  if (interviewer.isError) {
    return (
      <ErrorState
        message="Failed to load interviewer details"
        backTo="/interviewers"
        onRetry={() => void interviewer.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/interviewers" variant="subtle" px={0}>
          ← Back to interviewers
        </Button>
      </Group>
      <Title order={1}>{interviewer.data.name}</Title>
      <InterviewerDetailsCard interviewer={interviewer.data} canEdit={canEditContact} ownOnly={!canEdit} />
      <InterviewerPayCard interviewer={interviewer.data} canEdit={canEditRates} />
      <AvailabilityCard interviewerId={id} />
      <CalendarCard interviewerId={id} />
      {canInvite ? <InterviewerSignInPanel interviewer={interviewer.data} /> : null}
      {/* Staff see every interviewer's card; an interviewer reaches only their own page, and reads their own. */}
      <InterviewerQualityCard interviewerId={id} />
      <InterviewerInterviews interviewerId={id} timeZone={interviewer.data.timezone} />
    </Stack>
  );
}
