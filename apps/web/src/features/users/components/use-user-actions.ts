import type { User } from '@interview-hub/contracts/users';
import { notifications } from '@mantine/notifications';
import { useBlockUser } from '../api/block-user';
import { useResetUserPassword } from '../api/reset-user-password';
import { useUnblockUser } from '../api/unblock-user';

/** Reset password, block and unblock for one user, each with its own pending, success and error state. */
export function useUserActions(user: User) {
  const reset = useResetUserPassword(user.id);
  const block = useBlockUser(user.id);
  const unblock = useUnblockUser(user.id);

  /** Only the latest action's outcome stays on screen. */
  const clear = () => {
    reset.reset();
    block.reset();
    unblock.reset();
  };

  return {
    reset,
    block,
    unblock,
    clear,
    sendReset: () => {
      clear();
      reset.mutate();
    },
    blockUser: (onDone: () => void) => {
      clear();
      block.mutate(undefined, {
        onSuccess: () => notifications.show({ color: 'teal', message: `${user.name} is blocked.` }),
        onSettled: onDone,
      });
    },
    unblockUser: () => {
      clear();
      unblock.mutate(undefined, {
        onSuccess: () => notifications.show({ color: 'teal', message: `${user.name} is active again.` }),
      });
    },
    pending: reset.isPending || block.isPending || unblock.isPending,
  };
}
