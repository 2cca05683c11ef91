import { Alert } from '@mantine/core';
import { IconLock } from '../../components/icons';
import { SettingsScreen } from '../../features/settings/components/settings-screen';
import { useCan } from '../../lib/permissions';

/** `/settings`: the agency's settings; admins edit, recruiters read (the server refuses interviewers: 403). */
export function SettingsPage() {
  const canEdit = useCan('settings.manage');
  if (!useCan('settings.read')) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock />} title="Staff only" role="alert" maw={640}>
        You do not have access to Settings
      </Alert>
    );
  }
  return <SettingsScreen canEdit={canEdit} />;
}
