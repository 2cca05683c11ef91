import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecordNotFound } from '../../components/record-not-found';
import { useJob } from '../../features/positions/api/get-job';
import { PositionEditForm } from '../../features/positions/components/position-edit-form';
import { useTemplates } from '../../features/templates/api/get-templates';
import { isNotFoundError } from '../../lib/api-error';
import { useCan } from '../../lib/permissions';
import { useRecordId } from './record-id';

/** `/positions/{id}/edit`: title, status and feedback template. */
export function PositionEditPage() {
  const id = useRecordId();
  // Interviewers read positions but may not edit them: the form would only end in a 403.
  if (!useCan('positions.edit'))
    return <ErrorState message="You may not edit positions" backTo="/positions" />;
  if (id === null) return <ErrorState message="Missing position id" backTo="/positions" />;
  return <PositionEdit id={id} />;
}

function PositionEdit({ id }: { id: number }) {
  const job = useJob(id);
  const templates = useTemplates();

  if (job.isPending || templates.isPending) return <PageLoader />;
  if (isNotFoundError(job.error)) return <RecordNotFound message="Position not found" backTo="/positions" />;
  if (job.isError || templates.isError) {
    const retry = () => Promise.all([job.refetch(), templates.refetch()]);
    return (
      <ErrorState
        message="Failed to load position or templates"
        backTo={`/positions/${id}`}
        onRetry={() => void retry()}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to={`/positions/${id}`} variant="subtle" px={0}>
          ← Back to position
        </Button>
      </Group>
      <Title order={1}>Edit Position</Title>
      <PositionEditForm job={job.data} templates={templates.data} />
    </Stack>
  );
}
