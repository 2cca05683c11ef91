import type { JobDetail } from '@interview-hub/contracts/jobs';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useUpdateJob } from '../api/update-job';
import { draftOf, inputOf, PositionDetailsForm } from './position-details-form';
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
  const { draft, setDraft, errors, card } = useDraftEditor({
    mutation: update,
    start: () => draftOf(job),
    check: (current) => inputOf(job, current, showInternalNotes),
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
      {draft ? (
        <PositionDetailsForm
          draft={draft}
          onChange={setDraft}
          errors={errors}
          showInternalNotes={showInternalNotes}
        />
      ) : (
        <PositionDetailsView job={job} showInternalNotes={showInternalNotes} />
      )}
    </EditableCard>
  );
}
