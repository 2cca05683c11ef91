import type { User } from '@interview-hub/contracts/users';
import { Burger, Group, Text } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo';

type AppHeaderProps = {
  user: User | undefined;
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onToggleDesktop: () => void;
};

/** The top bar: a burger per breakpoint (the sidebar collapses on desktop too), the logo and the user's name. */
export function AppHeader({
  user,
  mobileOpened,
  desktopOpened,
  onToggleMobile,
  onToggleDesktop,
}: AppHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label={mobileOpened ? 'Close navigation' : 'Open navigation'}
          aria-controls="app-navbar"
          aria-expanded={mobileOpened}
        />
        <Burger
          opened={desktopOpened}
          onClick={onToggleDesktop}
          visibleFrom="sm"
          size="sm"
          aria-label={desktopOpened ? 'Collapse sidebar' : 'Expand sidebar'}
          aria-controls="app-navbar"
          aria-expanded={desktopOpened}
        />
        <BrandLogo to="/interviews" />
      </Group>
      {user ? (
        <Text size="sm" fw={500} truncate="end" visibleFrom="xs" data-testid="header-user-name">
          {user.name || user.email}
        </Text>
      ) : null}
    </Group>
  );
}
