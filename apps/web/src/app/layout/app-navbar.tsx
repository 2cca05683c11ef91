import type { User } from '@interview-hub/contracts/users';
import { AppShell, Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconLogout, IconUserCircle } from '../../components/icons';
import { useLogout } from '../../features/auth/api/logout';
import { OverdueBadge } from '../../features/interviews/components/overdue-badge';
import { usePermissionCheck } from '../../lib/permissions';
import { navItems } from './nav-items';
import { SidebarLink } from './sidebar-link';
import { UserCard } from './user-card';

type AppNavbarProps = { user: User | undefined; userLoading: boolean; onNavigate: () => void };

export function AppNavbar({ user, userLoading, onNavigate }: AppNavbarProps) {
  const logout = useLogout();
  const allowed = usePermissionCheck();
  return (
    <>
      <AppShell.Section grow component={ScrollArea} px="sm" py="md">
        <Stack gap={4}>
          {navItems
            .filter((item) => !item.permission || allowed(item.permission))
            .map((item) => (
              <SidebarLink
                key={item.to}
                {...item}
                badge={item.to === '/interviews' ? <OverdueBadge /> : undefined}
                onNavigate={onNavigate}
              />
            ))}
        </Stack>
      </AppShell.Section>
      <AppShell.Section px="sm" pb="sm">
        <Divider mb="sm" />
        <Stack gap={4}>
          <SidebarLink label="Profile" to="/profile" icon={IconUserCircle} onNavigate={onNavigate} />
          <NavLink
            component="button"
            type="button"
            label="Logout"
            leftSection={<IconLogout size={20} />}
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          <UserCard user={user} loading={userLoading} />
        </Stack>
      </AppShell.Section>
    </>
  );
}
