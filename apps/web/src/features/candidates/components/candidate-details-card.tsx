import { type CandidateDetail, candidateFormSchema } from '@interview-hub/contracts/candidates';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { DetailField } from '../../../components/detail-field';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useUpdateCandidate } from '../api/update-candidate';

type CandidateDetailsCardProps = { candidate: CandidateDetail; canEdit: boolean };

/** Main info (ID, email, location, phone, experience in years) with an Edit toggle that saves to the server. */
export function CandidateDetailsCard({ candidate, canEdit }: CandidateDetailsCardProps) {
  const update = useUpdateCandidate(candidate.id);
  // The name is not edited here; it goes back as saved.
  const { form, card } = useDraftEditor({
    schema: candidateFormSchema,
    mutation: update,
    start: () => ({
      name: candidate.name,
      email: candidate.email ?? '',
      location: candidate.location ?? '',
      phone: candidate.phone ?? '',
      experience: candidate.experience ?? '',
    }),
    savedMessage: 'Candidate saved',
  });

  return (
    <EditableCard title="Main Info" canEdit={canEdit} errorTitle="Failed to save candidate" {...card}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        <DetailField label="ID">{candidate.id}</DetailField>
        {card.editing ? (
          <>
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TextInput label="Location" {...form.getInputProps('location')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <NumberInput
              label="Experience (years)"
              min={0}
              allowNegative={false}
              allowDecimal={false}
              {...form.getInputProps('experience')}
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
