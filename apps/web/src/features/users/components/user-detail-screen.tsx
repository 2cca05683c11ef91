import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { RecordNotFound } from '../../../components/record-not-found';
import { isNotFoundError } from '../../../lib/api-error';
import { useUser } from '../api/get-user';
import { UserDetail } from './user-detail';

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" w="100%">
        Failed to load user details
      </Alert>
      <Group gap="sm">
        <Button component={Link} to="/users" variant="default">
          Back
        </Button>
        <Button onClick={onRetry}>Retry</Button>
      </Group>
    </Stack>
  );
}

/** `/users/{id}`: loads the user; an id that is not a number is a user not found. */
export function UserDetailScreen({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const user = useUser(id, valid);
  if (!valid || isNotFoundError(user.error))
    return <RecordNotFound message="User not found" backTo="/users" />;
  if (user.isError) return <LoadFailed onRetry={() => void user.refetch()} />;
  if (!user.data) return <PageLoader />;
  return <UserDetail user={user.data} />;
}
