import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconLogout } from '../../components/icons';
import { PageLoader } from '../../components/page-loader';
import { UserDetailsList } from '../../components/user-details-list';
import { useProfile } from '../../features/auth/api/get-profile';
import { useLogout } from '../../features/auth/api/logout';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';

/** `/profile`: the signed-in user's account, the change-password form and Sign Out. */
export function ProfilePage() {
  const profile = useProfile();
  const logout = useLogout();

  return (
    <Stack gap="lg">
      <Title order={1}>Profile</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="lg">
          <Stack gap="lg">
            <Title order={2} size="h4">
              Account
            </Title>
            {profile.data ? <UserDetailsList user={profile.data} view="account" /> : null}
            {profile.isPending ? <PageLoader /> : null}
            {profile.isError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
                Your profile could not be loaded.
              </Alert>
            ) : null}
            <Group justify="space-between" align="center" mt="auto">
              <Text size="sm" c="dimmed">
                Signs you out on this device.
              </Text>
              <Button
                color="red"
                variant="light"
                leftSection={<IconLogout size={18} />}
                onClick={() => logout.mutate()}
                loading={logout.isPending}
              >
                Sign Out
              </Button>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={2} size="h4">
                Change Password
              </Title>
              <Text size="sm" c="dimmed">
                At least 8 characters, with an uppercase letter, a lowercase letter and a number.
              </Text>
            </Stack>
            <ChangePasswordForm />
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
