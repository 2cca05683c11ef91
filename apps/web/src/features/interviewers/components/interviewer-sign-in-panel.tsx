import { signInStatusText } from '@interview-hub/contracts/interviewer-sign-in';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../../lib/api-error';
import { useInterviewerSignIn, useInviteInterviewer } from '../api/interviewer-sign-in';

const INVITE_FAILED = 'Failed to send the invitation. Please try again.';

/**
 * Whether the interviewer can sign in (a user with their e-mail), and 'Invite to sign in' while they cannot.
 * Shown only to those who may invite; the caller checks.
 */
export function InterviewerSignInPanel({ interviewer }: { interviewer: Interviewer }) {
  const signIn = useInterviewerSignIn(interviewer.id);
  const invite = useInviteInterviewer(interviewer.id);
  const status = signIn.data?.status;

  const send = () =>
    invite.mutate(undefined, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: `Invitation sent to ${interviewer.email}` }),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Stack gap={2}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              Sign-in
            </Text>
            <Text size="sm" data-testid="interviewer-sign-in">
              {signIn.isError ? 'Unknown' : status ? signInStatusText[status] : 'Loading…'}
            </Text>
          </Stack>
          {status === 'none' ? (
            <Button onClick={send} loading={invite.isPending}>
              Invite to sign in
            </Button>
          ) : null}
        </Group>
        {invite.isError ? (
          <Alert color="red" variant="light" role="alert">
            {getErrorMessage(invite.error, INVITE_FAILED)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
