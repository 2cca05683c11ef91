import type { Permission } from '@interview-hub/contracts/permissions';
import type { ComponentType } from 'react';
import {
  IconArchive,
  IconBriefcase,
  IconBuilding,
  IconCalendar,
  IconChart,
  IconCoins,
  IconFeedback,
  IconIdCard,
  type IconProps,
  IconSettings,
  IconShield,
  IconTemplate,
  IconUserCircle,
  IconUsers,
} from '../../components/icons';

export type NavItem = {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Shown only to the roles that may take this action (the permissions table; spec §6). */
  permission?: Permission;
};

/** The sidebar's screens in the spec's order (then Analytics, Finance, Backups and Settings); Profile and Logout sit apart at the bottom. */
export const navItems: readonly NavItem[] = [
  { label: 'My interviews', to: '/my-interviews', icon: IconUserCircle, permission: 'interviews.workspace' },
  { label: 'My earnings', to: '/my-earnings', icon: IconCoins, permission: 'finance.ownEarnings' },
  { label: 'Interviews', to: '/interviews', icon: IconCalendar },
  { label: 'Positions', to: '/positions', icon: IconBriefcase },
  { label: 'Templates', to: '/templates', icon: IconTemplate },
  { label: 'Feedbacks', to: '/feedbacks', icon: IconFeedback },
  { label: 'Interviewers', to: '/interviewers', icon: IconUsers },
  { label: 'Candidates', to: '/candidates', icon: IconIdCard },
  { label: 'Clients', to: '/clients', icon: IconBuilding },
  { label: 'User Management', to: '/users', icon: IconShield, permission: 'users.manage' },
  { label: 'Analytics', to: '/analytics', icon: IconChart, permission: 'analytics.read' },
  { label: 'Finance', to: '/finance', icon: IconCoins, permission: 'finance.read' },
  { label: 'Backups', to: '/backups', icon: IconArchive, permission: 'backups.manage' },
  { label: 'Settings', to: '/settings', icon: IconSettings, permission: 'settings.read' },
];
