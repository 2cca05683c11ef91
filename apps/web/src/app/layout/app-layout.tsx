import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';

/** The signed-in frame: header, collapsible sidebar, the current screen and its notifications. */
export function AppLayout() {
  const profile = useProfile();
  const theme = useMantineTheme();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`);
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, setDesktopOpened] = useLocalStorage({
    key: 'interview-hub:sidebar-open',
    defaultValue: true,
  });
  const collapsed = isDesktop ? !desktopOpened : !mobileOpened;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <AppHeader
          user={profile.data}
          mobileOpened={mobileOpened}
          desktopOpened={desktopOpened}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={() => setDesktopOpened((opened) => !opened)}
        />
      </AppShell.Header>
      <AppShell.Navbar
        id="app-navbar"
        aria-label="Main navigation"
        // AppShell only slides a collapsed sidebar off-screen; hiding it once the slide ends keeps its links
        // out of the keyboard order and the accessibility tree.
        style={{
          visibility: collapsed ? 'hidden' : 'visible',
          transitionProperty: 'transform, top, height, visibility',
          transitionDelay: collapsed ? '0s, 0s, 0s, var(--app-shell-transition-duration)' : '0s',
        }}
      >
        <AppNavbar user={profile.data} userLoading={profile.isLoading} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <Notifications position="top-right" />
    </AppShell>
  );
}
