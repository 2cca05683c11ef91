import {
  type CandidateDetail,
  type CandidateUpdateInput,
  candidateUpdateSchema,
} from '@interview-hub/contracts/candidates';
import { Alert, Button, Group, NumberInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DetailField } from '../../../components/detail-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateCandidate } from '../api/update-candidate';

type Draft = { email: string; location: string; phone: string; experience: number | string };

const draftOf = (c: CandidateDetail): Draft => ({
  email: c.email ?? '',
  location: c.location ?? '',
  phone: c.phone ?? '',
  experience: c.experience ?? '',
});

type CandidateDetailsCardProps = { candidate: CandidateDetail; canEdit: boolean };

/** Main info (ID, email, location, phone, experience in years) with an Edit toggle that saves to the server. */
export function CandidateDetailsCard({ candidate, canEdit }: CandidateDetailsCardProps) {
  const update = useUpdateCandidate(candidate.id);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));

  const toggle = () => {
    setDraft(draft ? null : draftOf(candidate));
    setErrors({});
    update.reset();
  };

  const save = (current: Draft) => {
    const input: CandidateUpdateInput = {
      name: candidate.name,
      email: current.email,
      location: current.location,
      phone: current.phone,
      experience: typeof current.experience === 'number' ? current.experience : null,
    };
    const parsed = candidateUpdateSchema.safeParse(input);
    if (!parsed.success) {
      const next: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(input, {
      onSuccess: () => {
        setDraft(null);
        notifications.show({ color: 'green', message: 'Candidate saved' });
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            Main Info
          </Title>
          {canEdit ? (
            <Button variant={draft ? 'default' : 'filled'} onClick={toggle} disabled={update.isPending}>
              {draft ? 'Cancel' : 'Edit'}
            </Button>
          ) : null}
        </Group>
        {update.isError ? (
          <Alert color="red" variant="light" role="alert" title="Failed to save candidate">
            {getErrorMessage(update.error, 'Please try again.')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          <DetailField label="ID">{candidate.id}</DetailField>
          {draft ? (
            <>
              <TextInput
                label="Email"
                type="email"
                value={draft.email}
                error={errors.email}
                onChange={(e) => set('email', e.currentTarget.value)}
              />
              <TextInput
                label="Location"
                value={draft.location}
                error={errors.location}
                onChange={(e) => set('location', e.currentTarget.value)}
              />
              <TextInput
                label="Phone"
                type="tel"
                value={draft.phone}
                error={errors.phone}
                onChange={(e) => set('phone', e.currentTarget.value)}
              />
              <NumberInput
                label="Experience (years)"
                min={0}
                allowNegative={false}
                allowDecimal={false}
                value={draft.experience}
                error={errors.experience}
                onChange={(value) => set('experience', value)}
              />
            </>
          ) : (
            <>
              <DetailField label="Email">{candidate.email}</DetailField>
              <DetailField label="Location">{candidate.location}</DetailField>
              <DetailField label="Phone">{candidate.phone}</DetailField>
              <DetailField label="Experience">
                {candidate.experience === null
                  ? null
                  : `${candidate.experience} ${candidate.experience === 1 ? 'year' : 'years'}`}
              </DetailField>
            </>
          )}
        </SimpleGrid>
        {draft ? (
          <Group justify="flex-end">
            <Button onClick={() => save(draft)} loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
