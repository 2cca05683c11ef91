import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowRight } from '../../../components/icons';
import { useCan } from '../../../lib/permissions';
import { useSyncCandidates } from '../api/sync-candidates';
import { useSyncClients } from '../api/sync-clients';
import { useSyncJobs } from '../api/sync-jobs';
import { ImportCandidateModal } from './import-candidate-modal';
import { ManatalSyncButton } from './manatal-sync-button';

/*
 * Who sees what follows the permissions table (contracts), read through the sign-in token's role. Interviewers see no Manatal button at
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
  const canImport = useCan('manatal.import');
  const canSync = useCan('manatal.syncCandidates');
  const [opened, { open, close }] = useDisclosure(false);
  if (!canImport && !canSync) return null;
  return (
    <>
      {canImport ? (
        <Button leftSection={<IconArrowRight size={16} />} onClick={open}>
          Import from Manatal
        </Button>
      ) : null}
      {canSync ? <CandidatesSyncButton /> : null}
      {canImport ? <ImportCandidateModal opened={opened} onClose={close} /> : null}
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
  return useCan('manatal.syncRecords') ? <ClientsSyncButton /> : null;
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
  return useCan('manatal.syncRecords') ? <PositionsSyncButton /> : null;
}
