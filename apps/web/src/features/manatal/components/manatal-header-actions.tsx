import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight } from '../../../components/icons';
import { useTokenRole } from '../../../lib/token-claims';
import { useSyncCandidates } from '../api/sync-candidates';
import { useSyncClients } from '../api/sync-clients';
import { useSyncJobs } from '../api/sync-jobs';
import { ImportCandidateModal } from './import-candidate-modal';
import { ManatalSyncButton } from './manatal-sync-button';

/*
 * Who sees what follows the role claim of the sign-in token (spec §6). Interviewers see no Manatal button at
 * all: the server answers them 403, so a button would only ever fail.
 */

function CandidatesSyncButton() {
  return (
    <ManatalSyncButton
      label="Sync from Manatal"
      runningLabel="Syncing candidates from Manatal"
      failureMessage="Failed to sync candidates from Manatal"
      mutation={useSyncCandidates()}
    />
  );
}

/** `/candidates`: 'Import from Manatal' for admins and recruiters; 'Sync from Manatal' for admins only. */
export function CandidatesManatalActions() {
  const role = useTokenRole();
  const [opened, { open, close }] = useDisclosure(false);
  if (role !== 'admin' && role !== 'recruiter') return null;
  return (
    <>
      <Button leftSection={<IconArrowRight size={16} />} onClick={open}>
        Import from Manatal
      </Button>
      {role === 'admin' ? <CandidatesSyncButton /> : null}
      <ImportCandidateModal opened={opened} onClose={close} />
    </>
  );
}

function ClientsSyncButton() {
  return (
    <ManatalSyncButton
      label="Sync with Manatal"
      runningLabel="Syncing clients with Manatal"
      failureMessage="Failed to sync with Manatal"
      mutation={useSyncClients()}
    />
  );
}

/** `/clients`: 'Sync with Manatal' for admins and recruiters. */
export function ClientsManatalActions() {
  const role = useTokenRole();
  return role === 'admin' || role === 'recruiter' ? <ClientsSyncButton /> : null;
}

function PositionsSyncButton() {
  return (
    <ManatalSyncButton
      label="Sync with Manatal"
      runningLabel="Syncing positions with Manatal"
      failureMessage="Failed to sync positions from Manatal"
      mutation={useSyncJobs()}
    />
  );
}

/** `/positions`: 'Sync with Manatal' for admins and recruiters. */
export function PositionsManatalActions() {
  const role = useTokenRole();
  return role === 'admin' || role === 'recruiter' ? <PositionsSyncButton /> : null;
}
