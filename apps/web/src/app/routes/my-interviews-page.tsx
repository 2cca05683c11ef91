import { MyInterviewsScreen } from '../../features/interviews/components/workspace/my-interviews-screen';

/** `/my-interviews`: an interviewer's own interviews, the feedback they owe and their reminders (their landing). */
export function MyInterviewsPage() {
  return <MyInterviewsScreen />;
}
