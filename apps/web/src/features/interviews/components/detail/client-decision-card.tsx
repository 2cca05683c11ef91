import {
  type ClientDecisionRecord,
  clientDecisionLabels,
  DECISION_NEEDS_FEEDBACK,
} from '@interview-hub/contracts/client-decisions';
import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ClientDecisionBadge } from '../../../../components/client-decision-badge';
import { ConfirmModal } from '../../../../components/confirm-modal';
import { getErrorMessage } from '../../../../lib/api-error';
import { formatDate, formatDay } from '../../../../lib/format-date';
import { useClearClientDecision } from '../../api/client-decision';
import { ClientDecisionModal } from './client-decision-modal';
import { SectionCard } from './section-card';

type Interview = Pick<InterviewDetail, 'id' | 'status' | 'has_feedback' | 'client_decision'> & {
  candidate: { name: string };
};

/** Why there is nothing to decide on yet: the feedback (the report) is not in, or never will be. */
function notYet(interview: Interview): string {
  return interview.status === 'scheduled' || interview.status === 'completed'
    ? `${DECISION_NEEDS_FEEDBACK}.`
    : 'This interview has no feedback, so there is no report for the client to decide on.';
}

function Recorded({ decision }: { decision: ClientDecisionRecord }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <ClientDecisionBadge decision={decision.decision} size="lg" />
        <Text size="sm">on {formatDay(decision.decided_on)}</Text>
      </Group>
      {decision.comment ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {decision.comment}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Recorded by {decision.recorded_by?.name ?? 'a former user'}
        {decision.recorded_by_party === 'client' ? ' (the client)' : ''} on {formatDate(decision.updated_at)}
      </Text>
    </Stack>
  );
}

/**
 * The client's decision on the candidate (staff): recorded once the feedback is in, then changed or cleared.
 * Clearing asks first; the history keeps what it was.
 */
export function ClientDecisionCard({ interview }: { interview: Interview }) {
  const [dialog, setDialog] = useState<'edit' | 'clear' | null>(null);
  const clear = useClearClientDecision();
  const decision = interview.client_decision;
  const closeClear = () => {
    clear.reset();
    setDialog(null);
  };
  return (
    <SectionCard title="Client's decision">
      {decision ? (
        <>
          <Recorded decision={decision} />
          <Group gap="sm">
            <Button variant="light" size="xs" onClick={() => setDialog('edit')}>
              Change
            </Button>
            <Button variant="subtle" color="red" size="xs" onClick={() => setDialog('clear')}>
              Clear
            </Button>
          </Group>
        </>
      ) : interview.has_feedback ? (
        <>
          <Text size="sm" c="dimmed">
            Not recorded yet: advanced, rejected or hired.
          </Text>
          <Group>
            <Button variant="light" size="xs" onClick={() => setDialog('edit')}>
              Record the client's decision
            </Button>
          </Group>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {notYet(interview)}
        </Text>
      )}
      <ClientDecisionModal
        interviewId={interview.id}
        decision={decision}
        opened={dialog === 'edit'}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        opened={dialog === 'clear'}
        title="Clear the client's decision?"
        message={
          decision
            ? `The decision "${clientDecisionLabels[decision.decision]}" on ${interview.candidate.name} will be removed. The interview's history keeps what it was.`
            : ''
        }
        confirmLabel="Clear"
        confirmColor="red"
        busy={clear.isPending}
        error={
          clear.isError ? (
            <Alert color="red" variant="light" role="alert">
              {getErrorMessage(clear.error, "Failed to clear the client's decision")}
            </Alert>
          ) : null
        }
        onConfirm={() => clear.mutate(interview.id, { onSuccess: closeClear })}
        onClose={closeClear}
      />
    </SectionCard>
  );
}
