import { type JobDetail, positionDetailsFormSchema } from '@interview-hub/contracts/jobs';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useUpdateJob } from '../api/update-job';
import { PositionDetailsForm, valuesOf } from './position-details-form';
import { PositionDetailsView } from './position-details-view';

type PositionDetailsCardProps = {
  job: JobDetail;
  /** Staff may edit; interviewers only read. */
  canEdit: boolean;
  /** Internal notes are for recruiters only (spec §6). */
  showInternalNotes: boolean;
};

/** The position's details with Edit / Save / Cancel for the editable fields. */
export function PositionDetailsCard({ job, canEdit, showInternalNotes }: PositionDetailsCardProps) {
  const update = useUpdateJob(job.id);
  const { form, card } = useDraftEditor({
    schema: positionDetailsFormSchema,
    mutation: update,
    start: () => valuesOf(job, showInternalNotes),
    savedMessage: 'Changes saved',
  });

  return (
    <EditableCard
      title="Position Details"
      canEdit={canEdit}
      errorTitle="Failed to save changes"
      savePlacement="header"
      readActions={
        <Button variant="default" component={Link} to={`/positions/${job.id}/edit`}>
          Edit title and status
        </Button>
      }
      {...card}
    >
      {card.editing ? (
        <PositionDetailsForm form={form} showInternalNotes={showInternalNotes} />
      ) : (
        <PositionDetailsView job={job} showInternalNotes={showInternalNotes} />
      )}
    </EditableCard>
  );
}
