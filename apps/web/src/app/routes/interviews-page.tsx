import { Button, Group, Stack, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { InterviewList } from '../../features/interviews/components/interview-list';
import { InterviewSummaryStrip } from '../../features/interviews/components/interview-summary-strip';
import { useCan } from '../../lib/permissions';

// The wizard loads when it is first opened, so the list's first render does not carry its pickers and forms.
const NewInterviewWizard = lazy(() =>
  import('../../features/interviews/components/new-interview-wizard').then((m) => ({
    default: m.NewInterviewWizard,
  })),
);

/** /interviews: the summary strip (staff), the scheduled interviews and the New Interview wizard (spec §2). */
export function InterviewsPage() {
  const [wizardOpen, setWizardOpen] = useState(false);
  const canSchedule = useCan('interviews.create');
  const seesSummary = useCan('analytics.read');
  const openWizard = () => setWizardOpen(true);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Scheduled Interviews
        </Title>
        {canSchedule ? <Button onClick={openWizard}>+ New Interview</Button> : null}
      </Group>
      {seesSummary ? <InterviewSummaryStrip /> : null}
      <InterviewList onSchedule={canSchedule ? openWizard : undefined} />
      {wizardOpen && canSchedule ? (
        <Suspense fallback={null}>
          <NewInterviewWizard onClose={() => setWizardOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
