import { NavLink } from '@mantine/core';
import { type ComponentType, memo, type ReactNode, useId } from 'react';
import { Link, useMatch } from 'react-router';
import type { IconProps } from '../../components/icons';

type SidebarLinkProps = {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** A count or mark at the end of the entry. */
  badge?: ReactNode;
  onNavigate?: () => void;
};

/**
 * A sidebar entry, marked current on its screen and every screen below it (e.g. /interviews/12). Memoised: the
 * sidebar re-renders when the profile arrives, and its links (Mantine NavLinks) need not render again with it.
 */
export const SidebarLink = memo(function SidebarLink({
  label,
  to,
  icon: Icon,
  badge,
  onNavigate,
}: SidebarLinkProps) {
  const active = useMatch(`${to}/*`) !== null;
  const badgeId = useId();
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      // A badge describes the link rather than renaming it: "Interviews", described as "3 with overdue feedback".
      aria-label={badge ? label : undefined}
      aria-describedby={badge ? badgeId : undefined}
      leftSection={<Icon size={20} />}
      rightSection={badge ? <span id={badgeId}>{badge}</span> : undefined}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
});
