import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { InterviewList } from '../../features/interviews/components/interview-list';
import { NewInterviewWizard } from '../../features/interviews/components/new-interview-wizard';

/** /interviews: the scheduled interviews and the New Interview wizard (spec §2). */
export function InterviewsPage() {
  const [wizardOpen, setWizardOpen] = useState(false);
  const openWizard = () => setWizardOpen(true);

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Scheduled Interviews
        </Title>
        <Button onClick={openWizard}>+ New Interview</Button>
      </Group>
      <InterviewList onSchedule={openWizard} />
      {wizardOpen ? <NewInterviewWizard onClose={() => setWizardOpen(false)} /> : null}
    </Stack>
  );
}
