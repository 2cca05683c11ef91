import { can, type Permission } from '@interview-hub/contracts/permissions';
import { useCallback } from 'react';
import { useTokenRole } from './token-claims';

/** Whether the signed-in user's role may take an action (the shared table in contracts); re-renders on sign-in. */
export function useCan(permission: Permission): boolean {
  return can(useTokenRole(), permission);
}

/** The same check for a list decided at run time (the sidebar's links): one hook, any number of permissions. */
export function usePermissionCheck(): (permission: Permission) => boolean {
  const role = useTokenRole();
  return useCallback((permission: Permission) => can(role, permission), [role]);
}
