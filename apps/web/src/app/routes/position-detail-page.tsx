import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageLoader } from '../../components/page-loader';
import { RecordNotFound } from '../../components/record-not-found';
import { useJob } from '../../features/positions/api/get-job';
import { PositionDetailsCard } from '../../features/positions/components/position-details-card';
import { PositionHero } from '../../features/positions/components/position-hero';
import { PositionInterviews } from '../../features/positions/components/position-interviews';
import { PositionPricingCard } from '../../features/positions/components/position-pricing-card';
import { isNotFoundError } from '../../lib/api-error';
import { useCan } from '../../lib/permissions';
import { useRecordId } from './record-id';

/** `/positions/{id}`: hero, editable details, pricing (staff) and the position's interviews. */
export function PositionDetailPage() {
  const id = useRecordId();
  if (id === null) return <ErrorState message="Position ID is required" backTo="/positions" />;
  return <PositionDetail id={id} />;
}

function PositionDetail({ id }: { id: number }) {
  const job = useJob(id);
  const canEdit = useCan('positions.edit');
  const readsInternalNotes = useCan('positions.readInternalNotes');
  const canEditRates = useCan('rates.edit');

  if (job.isPending) return <PageLoader />;
  if (isNotFoundError(job.error)) return <RecordNotFound message="Position not found" backTo="/positions" />;
  if (job.isError) {
    return (
      <ErrorState
        message="Failed to load position details"
        backTo="/positions"
        onRetry={() => void job.refetch()}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/positions" variant="subtle" px={0}>
          ← Back to positions
        </Button>
      </Group>
      <PositionHero job={job.data} />
      <PositionDetailsCard
        job={job.data}
        canEdit={canEdit}
        showInternalNotes={readsInternalNotes && job.data.internal_notes !== undefined}
      />
      {job.data.billing !== undefined ? <PositionPricingCard job={job.data} canEdit={canEditRates} /> : null}
      <PositionInterviews jobId={id} />
    </Stack>
  );
}
