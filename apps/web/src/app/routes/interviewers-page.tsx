import { InterviewersScreen } from '../../features/interviewers/components/interviewers-screen';

/** `/interviewers`. */
export function InterviewersPage() {
  return <InterviewersScreen />;
}
