import { AppShell, useMantineTheme } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';

// Nothing is notified before the first screen is up, so the toasts' code loads after it; a notification shown
// earlier waits in Mantine's store and appears once this mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** The signed-in frame: header, collapsible sidebar, the current screen and its notifications. */
export function AppLayout() {
  const profile = useProfile();
  const theme = useMantineTheme();
  // Both read their value during the first render (this client has no server render to match): read in an effect,
  // they would render the whole frame a second time right after it first appears.
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, setDesktopOpened] = useLocalStorage({
    key: 'interview-hub:sidebar-open',
    defaultValue: true,
    getInitialValueInEffect: false,
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
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
    </AppShell>
  );
}
