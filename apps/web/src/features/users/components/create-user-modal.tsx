import type { UserInput } from '@interview-hub/contracts/users';
import { notifications } from '@mantine/notifications';
import { ModalForm } from '../../../components/modal-form';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateUser } from '../api/create-user';
import { UserForm } from './user-form';

const emptyUser = { name: '', email: '', phone: '', role: 'recruiter' } as const;

type CreateUserModalProps = { opened: boolean; onClose: () => void };

/** Creates a user; the server e-mails them an invitation to set a password. */
export function CreateUserModal({ opened, onClose }: CreateUserModalProps) {
  const mutation = useCreateUser();

  const close = () => {
    mutation.reset();
    onClose();
  };

  const submit = (input: UserInput) => {
    mutation.mutate(input, {
      onSuccess: (user) => {
        notifications.show({
          color: 'teal',
          title: 'User created',
          message: `An invitation email was sent to ${user.email}.`,
        });
        mutation.reset();
        onClose();
      },
    });
  };

  return (
    <ModalForm title="Create User" opened={opened} onClose={close} pending={mutation.isPending}>
      <UserForm
        initialValues={emptyUser}
        submitLabel="Create User"
        pending={mutation.isPending}
        serverError={mutation.isError ? getErrorMessage(mutation.error, 'Failed to create user') : null}
        onSubmit={submit}
        onCancel={close}
      />
    </ModalForm>
  );
}
