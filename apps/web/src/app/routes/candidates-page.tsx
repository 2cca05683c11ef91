import { CandidatesScreen } from '../../features/candidates/components/candidates-screen';
import { CandidatesManatalActions } from '../../features/manatal/components/manatal-header-actions';

/** `/candidates`. */
export function CandidatesPage() {
  return <CandidatesScreen headerActions={<CandidatesManatalActions />} />;
}
