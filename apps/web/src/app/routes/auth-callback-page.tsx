import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../../lib/session';

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
      void navigate('/interviews', { replace: true });
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
