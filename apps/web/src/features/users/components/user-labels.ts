import { roleLabels, statusLabels } from '../../../components/user-labels';

/** Role choices in the spec's order (§2 Users): recruiter first, the default of a new user. */
export const roleOptions = (['recruiter', 'interviewer', 'admin'] as const).map((value) => ({
  value,
  label: roleLabels[value],
}));

export const statusOptions = (['active', 'blocked'] as const).map((value) => ({
  value,
  label: statusLabels[value],
}));
