import {
  type UserRole,
  type UserStatus,
  userRoleSchema,
  userStatusSchema,
} from '@interview-hub/contracts/users';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { UserListChange } from './use-user-list-params';
import { roleOptions, statusOptions } from './user-labels';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const ALL = 'all';

type UsersFiltersProps = {
  search: string;
  role: UserRole | undefined;
  status: UserStatus | undefined;
  onChange: (change: UserListChange) => void;
};

/** Search by name or e-mail (debounced), and role and status filters. */
export function UsersFilters({ search, role, status, onChange }: UsersFiltersProps) {
  const [text, setText] = useState(search);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  /** The search last sent to the URL, so only the user's typing sends one. */
  const sent = useRef(search);

  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onChange({ search: debounced || undefined });
  }, [debounced, onChange]);

  // The URL changed from elsewhere (e.g. the sidebar link back to /users): show its search.
  useEffect(() => {
    if (search === sent.current) return;
    sent.current = search;
    setText(search);
  }, [search]);

  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name or email"
        type="search"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label="Role"
        data={[{ value: ALL, label: 'All roles' }, ...roleOptions]}
        value={role ?? ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ role: userRoleSchema.safeParse(value).data })}
        w={180}
      />
      <Select
        label="Status"
        data={[{ value: ALL, label: 'All statuses' }, ...statusOptions]}
        value={status ?? ALL}
        allowDeselect={false}
        onChange={(value) => onChange({ status: userStatusSchema.safeParse(value).data })}
        w={180}
      />
    </Group>
  );
}
