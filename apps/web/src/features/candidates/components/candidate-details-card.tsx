import {
  type CandidateDetail,
  type CandidateUpdateInput,
  candidateUpdateSchema,
} from '@interview-hub/contracts/candidates';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { checkInput } from '../../../lib/field-errors';
import { useUpdateCandidate } from '../api/update-candidate';

type Draft = { email: string; location: string; phone: string; experience: number | string };

const draftOf = (c: CandidateDetail): Draft => ({
  email: c.email ?? '',
  location: c.location ?? '',
  phone: c.phone ?? '',
  experience: c.experience ?? '',
});

/** The PUT body: the name as it is, the edited fields, an empty experience as unset. */
function checkDraft(candidate: CandidateDetail, draft: Draft) {
  const input: CandidateUpdateInput = {
    name: candidate.name,
    email: draft.email,
    location: draft.location,
    phone: draft.phone,
    experience: typeof draft.experience === 'number' ? draft.experience : null,
  };
  return checkInput(candidateUpdateSchema, input);
}

type CandidateDetailsCardProps = { candidate: CandidateDetail; canEdit: boolean };

/** Main info (ID, email, location, phone, experience in years) with an Edit toggle that saves to the server. */
export function CandidateDetailsCard({ candidate, canEdit }: CandidateDetailsCardProps) {
  const update = useUpdateCandidate(candidate.id);
  const { draft, setDraft, errors, card } = useDraftEditor({
    mutation: update,
    start: () => draftOf(candidate),
    check: (current) => checkDraft(candidate, current),
    savedMessage: 'Candidate saved',
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));

  return (
    <EditableCard title="Main Info" canEdit={canEdit} errorTitle="Failed to save candidate" {...card}>
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
    </EditableCard>
  );
}
