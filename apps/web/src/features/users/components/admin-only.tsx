import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconLock } from '../../../components/icons';

export const NO_ACCESS = 'You do not have access to User Management';

type AdminOnlyProps = {
  admin: boolean;
  children: ReactNode;
};

/**
 * Shows the users screens to admins only. The server refuses everyone else anyway (403); this keeps others
 * from a screen of failed requests.
 */
export function AdminOnly({ admin, children }: AdminOnlyProps) {
  if (!admin) {
    return (
      <Alert color="yellow" variant="light" icon={<IconLock />} title="Admins only" role="alert" maw={640}>
        {NO_ACCESS}
      </Alert>
    );
  }
  return children;
}
