import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { PageLoader } from '../../../components/page-loader';
import { useUser } from '../api/get-user';
import { UserDetail } from './user-detail';

function LoadFailed() {
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert" w="100%">
        Failed to load user details
      </Alert>
      <Button component={Link} to="/users" variant="default">
        Back
      </Button>
    </Stack>
  );
}

/** `/users/{id}`: loads the user; an id that is not a number fails like a missing user. */
export function UserDetailScreen({ id }: { id: number }) {
  const valid = Number.isInteger(id) && id > 0;
  const user = useUser(id, valid);
  if (!valid || user.isError) return <LoadFailed />;
  if (!user.data) return <PageLoader />;
  return <UserDetail user={user.data} />;
}
