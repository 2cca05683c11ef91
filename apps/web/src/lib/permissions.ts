import { can, type Permission } from '@interview-hub/contracts/permissions';
import { useTokenRole } from './token-claims';

/** Whether the signed-in user's role may take an action (the shared table in contracts); re-renders on sign-in. */
export function useCan(permission: Permission): boolean {
  return can(useTokenRole(), permission);
}
