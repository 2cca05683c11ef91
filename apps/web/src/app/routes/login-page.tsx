import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { IconAlertCircle, IconGoogle } from '../../components/icons';
import { PublicPage } from '../../components/public-page';
import { startGoogleSignIn } from '../../features/auth/api/google-login';

/** Sign-in only through Google (spec §2). A failed sign-in comes back here with a readable `?error=` reason. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const [redirecting, setRedirecting] = useState(false);

  // Coming back with the browser's Back button restores the page from cache: make the button usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return (
    <PublicPage title="Welcome back" description="Sign in to Interview Hub with your company Google account.">
      {error ? (
        <Alert color="red" variant="light" title="Sign-in failed" icon={<IconAlertCircle />}>
          {error}
        </Alert>
      ) : null}
      <Stack gap="sm">
        <Button
          size="md"
          variant="default"
          fullWidth
          leftSection={<IconGoogle />}
          loading={redirecting}
          onClick={() => {
            setRedirecting(true);
            startGoogleSignIn();
          }}
        >
          Sign in with Google
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          Access is by invitation only. Ask your administrator if you cannot sign in.
        </Text>
      </Stack>
    </PublicPage>
  );
}
