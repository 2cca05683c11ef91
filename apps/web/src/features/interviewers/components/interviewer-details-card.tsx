import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useUpdateInterviewer } from '../api/update-interviewer';
import { draftOf, InterviewerDetailsForm, inputOf } from './interviewer-details-form';
import { InterviewerDetailsView } from './interviewer-details-view';

type InterviewerDetailsCardProps = {
  interviewer: Interviewer;
  /** Staff may edit; an interviewer reads their own record. */
  canEdit: boolean;
};

/** The interviewer's details card with its Edit/Cancel toggle and Save Changes. */
export function InterviewerDetailsCard({ interviewer, canEdit }: InterviewerDetailsCardProps) {
  const update = useUpdateInterviewer(interviewer.id);
  const { draft, setDraft, errors, card } = useDraftEditor({
    mutation: update,
    start: () => draftOf(interviewer),
    check: inputOf,
    savedMessage: 'Interviewer saved',
  });

  return (
    <EditableCard title="Details" canEdit={canEdit} errorTitle="Failed to save interviewer" {...card}>
      {draft ? (
        <InterviewerDetailsForm interviewer={interviewer} draft={draft} onChange={setDraft} errors={errors} />
      ) : (
        <InterviewerDetailsView interviewer={interviewer} />
      )}
    </EditableCard>
  );
}
