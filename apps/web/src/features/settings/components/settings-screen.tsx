import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '../../../components/icons';
import { useSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';

/** The 'Settings' screen: admins edit the agency's settings, recruiters read them. */
export function SettingsScreen({ canEdit }: { canEdit: boolean }) {
  const settings = useSettings();
  return (
    <Stack gap="lg" maw={900}>
      <Group gap="sm">
        <Title order={1}>Settings</Title>
        {canEdit ? null : <Badge variant="light">Read only</Badge>}
      </Group>
      <Text>
        How the agency works: its time zone and hours, when feedback is due, who is reminded when, and what
        counts as a late cancellation. A change applies at once.
      </Text>
      {settings.isPending ? <Loader aria-label="Loading settings" /> : null}
      {settings.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to load settings
        </Alert>
      ) : null}
      {settings.data ? <SettingsForm current={settings.data} canEdit={canEdit} /> : null}
    </Stack>
  );
}
