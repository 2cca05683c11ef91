import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { profileQueryOptions } from '../../features/auth/api/get-profile';
import { queryClient } from '../../lib/query-client';
import { endSession, startSession } from '../../lib/session';
import { homePath, roleFromToken } from '../../lib/token-claims';

/** Shown on /login when the server refuses the token the callback brought (forged, expired, revoked). */
export const INVALID_SIGN_IN_LINK = 'The sign-in link was invalid or expired. Please sign in again.';

/**
 * Where sign-in with Google lands: `?token=` holds the session token. History is replaced at once so the
 * token does not stay in the address bar or the Back history.
 */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token');
  const handled = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; sign in once.
    if (handled.current) return;
    handled.current = true;
    if (token) {
      startSession(token);
      // The token is checked with the server before going on: a bad one would otherwise land on /login through
      // the first refused request, with nothing said about why.
      queryClient.fetchQuery(profileQueryOptions()).then(
        () => navigate(homePath(roleFromToken(token)), { replace: true }),
        () => {
          endSession();
          return navigate(`/login?${new URLSearchParams({ error: INVALID_SIGN_IN_LINK })}`, {
            replace: true,
          });
        },
      );
      return;
    }
    console.error('No token received');
    void navigate('/login', { replace: true });
  }, [token, navigate]);

  return (
    <Center component="main" mih="100dvh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text>Completing sign in...</Text>
      </Stack>
    </Center>
  );
}
