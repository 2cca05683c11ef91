import { Box } from '@mantine/core';
import { Navigate } from 'react-router';
import { LandingFeatures } from '../../features/landing/components/landing-features';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import { LandingHeader } from '../../features/landing/components/landing-header';
import { LandingHero } from '../../features/landing/components/landing-hero';
import { LandingHighlights } from '../../features/landing/components/landing-highlights';
import { homePath, roleFromToken } from '../../lib/token-claims';
import { useAuthToken } from '../../lib/use-auth-token';

/** The public home page; signed-in users go straight to their interviews (an interviewer to their own). */
export function LandingPage() {
  const token = useAuthToken();
  if (token) return <Navigate to={homePath(roleFromToken(token))} replace />;
  return (
    <Box bg="linear-gradient(180deg, light-dark(var(--mantine-color-indigo-0), var(--mantine-color-dark-8)) 0, var(--mantine-color-body) 760px)">
      <LandingHeader />
      <Box component="main">
        <LandingHero />
        <LandingFeatures />
        <LandingHighlights />
      </Box>
      <LandingFooter />
    </Box>
  );
}
