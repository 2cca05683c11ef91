import { Button, Grid, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecordNotFound } from '../../components/record-not-found';
import { useInterview } from '../../features/interviews/api/get-interview';
import { CancelInterviewModal } from '../../features/interviews/components/cancel-interview-modal';
import { ClientDecisionCard } from '../../features/interviews/components/detail/client-decision-card';
import { InterviewHero } from '../../features/interviews/components/detail/interview-hero';
import { InterviewHistory } from '../../features/interviews/components/detail/interview-history';
import { InterviewMoney } from '../../features/interviews/components/detail/interview-money';
import {
  InterviewMetadata,
  InterviewNotes,
} from '../../features/interviews/components/detail/interview-notes';
import { InterviewParticipants } from '../../features/interviews/components/detail/interview-participants';
import { InterviewPosition } from '../../features/interviews/components/detail/interview-position';
import { InterviewQuickLinks } from '../../features/interviews/components/detail/interview-quick-links';
import { RecordOutcomeModal } from '../../features/interviews/components/record-outcome-modal';
import { RescheduleModal } from '../../features/interviews/components/reschedule-modal';
import { isNotFoundError } from '../../lib/api-error';
import { useCan } from '../../lib/permissions';

const idPattern = /^[1-9]\d{0,9}$/;

/** /interviews/{id}: one interview with its participants, links, notes and history (spec §2). */
export function InterviewDetailPage() {
  const { id: idParam = '' } = useParams();
  const id = idPattern.test(idParam) ? Number(idParam) : 0;
  return id ? (
    <InterviewDetail id={id} />
  ) : (
    <RecordNotFound message="Interview not found" backTo="/interviews" />
  );
}

function InterviewDetail({ id }: { id: number }) {
  const navigate = useNavigate();
  const interview = useInterview(id);
  const [modal, setModal] = useState<'reschedule' | 'cancel' | 'outcome' | null>(null);
  const canReschedule = useCan('interviews.reschedule');
  const canCancel = useCan('interviews.cancel');
  const canRecord = useCan('interviews.recordOutcome');
  const canSeeMoney = useCan('finance.read');
  const canDecide = useCan('interviews.recordClientDecision');

  if (interview.isPending) return <PageLoader />;
  if (isNotFoundError(interview.error))
    return <RecordNotFound message="Interview not found" backTo="/interviews" />;
  if (interview.isError)
    return (
      <ErrorState
        message="Failed to load interview details"
        backTo="/interviews"
        onRetry={() => void interview.refetch()}
      />
    );

  const data = interview.data;
  const changeable = data.status === 'scheduled';
  // After the start, until feedback arrives, what happened can be recorded (and corrected); cancelled is final.
  const recordable =
    canRecord && data.status !== 'cancelled' && !data.has_feedback && new Date(data.date) <= new Date();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Button variant="default" onClick={() => void navigate('/interviews')}>
          Back
        </Button>
        <Group gap="sm">
          {recordable ? (
            <Button variant="light" onClick={() => setModal('outcome')}>
              Record outcome
            </Button>
          ) : null}
          {canReschedule ? (
            <Button variant="light" onClick={() => setModal('reschedule')} disabled={!changeable}>
              Reschedule
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="light" color="red" onClick={() => setModal('cancel')} disabled={!changeable}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Group>
      <InterviewHero interview={data} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <InterviewParticipants interview={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <InterviewPosition interview={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <InterviewQuickLinks interview={data} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <InterviewNotes notes={data.recruiter_notes} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {canDecide ? <ClientDecisionCard interview={data} /> : null}
            <InterviewHistory events={data.events} />
          </Stack>
        </Grid.Col>
      </Grid>
      {canSeeMoney ? <InterviewMoney interviewId={data.id} /> : null}
      <InterviewMetadata interview={data} />
      {modal === 'reschedule' && canReschedule ? (
        <RescheduleModal
          interview={data}
          onClose={() => setModal(null)}
          onRescheduled={() => void interview.refetch()}
        />
      ) : null}
      <RecordOutcomeModal interview={data} opened={modal === 'outcome'} onClose={() => setModal(null)} />
      {modal === 'cancel' && canCancel ? (
        <CancelInterviewModal
          interview={data}
          onClose={() => setModal(null)}
          onCancelled={() => void navigate('/interviews')}
        />
      ) : null}
    </Stack>
  );
}
