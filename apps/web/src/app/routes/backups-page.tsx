import { Alert } from '@mantine/core';
import { IconLock } from '../../components/icons';
import { BackupsScreen } from '../../features/backups/components/backups-screen';
import { useCan } from '../../lib/permissions';

/** `/backups`: the embedded database's backups, for admins (the server refuses everyone else: 403). */
export function BackupsPage() {
  if (!useCan('backups.manage')) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock />} title="Admins only" role="alert" maw={640}>
        You do not have access to Backups
      </Alert>
    );
  }
  return <BackupsScreen />;
}
