import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecordNotFound } from '../../components/record-not-found';
import { useCandidate } from '../../features/candidates/api/get-candidate';
import { CandidateDetailsCard } from '../../features/candidates/components/candidate-details-card';
import { CandidateInterviews } from '../../features/candidates/components/candidate-interviews';
import { CandidateNotes } from '../../features/candidates/components/candidate-notes';
import { isNotFoundError } from '../../lib/api-error';
import { useCan } from '../../lib/permissions';
import { useRecordId } from './record-id';

/** `/candidates/{id}`: main info with an Edit toggle, the dated notes, and the candidate's interviews. */
export function CandidateDetailPage() {
  const id = useRecordId();
  if (id === null) return <RecordNotFound message="Candidate not found" backTo="/candidates" />;
  return <CandidateDetail id={id} />;
}

function CandidateDetail({ id }: { id: number }) {
  const candidate = useCandidate(id);
  const canEdit = useCan('candidates.edit');

  if (candidate.isPending) return <PageLoader />;
  if (isNotFoundError(candidate.error))
    return <RecordNotFound message="Candidate not found" backTo="/candidates" />;
  if (candidate.isError) {
    return (
      <ErrorState
        message="Failed to load candidate data"
        backTo="/candidates"
        onRetry={() => void candidate.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/candidates" variant="subtle" px={0}>
          ← Back to candidates
        </Button>
      </Group>
      <Stack gap={4}>
        <Title order={1}>{candidate.data.name}</Title>
        {candidate.data.title ? <Text c="dimmed">{candidate.data.title}</Text> : null}
      </Stack>
      <CandidateDetailsCard candidate={candidate.data} canEdit={canEdit} />
      <CandidateNotes notes={candidate.data.notes} />
      <CandidateInterviews candidateId={id} />
    </Stack>
  );
}
