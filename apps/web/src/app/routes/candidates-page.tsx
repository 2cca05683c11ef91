import { CandidatesScreen } from '../../features/candidates/components/candidates-screen';

/** `/candidates`. */
export function CandidatesPage() {
  // headerActions: 'Import from Manatal' and 'Sync from Manatal' belong to the Manatal issue and go here.
  return <CandidatesScreen headerActions={null} />;
}
