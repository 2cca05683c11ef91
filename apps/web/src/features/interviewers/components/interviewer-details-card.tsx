import { type Interviewer, interviewerFormSchema } from '@interview-hub/contracts/interviewers';
import { EditableCard } from '../../../components/editable-card';
import { useDraftEditor } from '../../../components/use-draft-editor';
import { useUpdateInterviewer } from '../api/update-interviewer';
import { InterviewerDetailsForm, valuesOf } from './interviewer-details-form';
import { InterviewerDetailsView } from './interviewer-details-view';

type InterviewerDetailsCardProps = {
  interviewer: Interviewer;
  /** Staff edit everything; an interviewer their own phone, Telegram and time zone. */
  canEdit: boolean;
  ownOnly?: boolean;
};

/** The interviewer's details card with its Edit/Cancel toggle and Save Changes. */
export function InterviewerDetailsCard({
  interviewer,
  canEdit,
  ownOnly = false,
}: InterviewerDetailsCardProps) {
  const update = useUpdateInterviewer(interviewer.id);
  const { form, card } = useDraftEditor({
    schema: interviewerFormSchema,
    mutation: update,
    start: () => valuesOf(interviewer),
    savedMessage: 'Interviewer saved',
  });

  return (
    <EditableCard title="Details" canEdit={canEdit} errorTitle="Failed to save interviewer" {...card}>
      {card.editing ? (
        <InterviewerDetailsForm interviewer={interviewer} form={form} ownOnly={ownOnly} />
      ) : (
        <InterviewerDetailsView interviewer={interviewer} />
      )}
    </EditableCard>
  );
}
