import type { Backup } from '@interview-hub/contracts/backups';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { formatSize } from './format-size';

/** The backups, newest first: when each was taken, its size and its file in DATA_DIR/backups. */
export function BackupsTable({ backups }: { backups: Backup[] }) {
  if (backups.length === 0) return <Text c="dimmed">No backups yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Time</Table.Th>
            <Table.Th scope="col">Size</Table.Th>
            <Table.Th scope="col" visibleFrom="sm">
              File
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {backups.map((backup) => (
            <Table.Tr key={backup.file_name}>
              <Table.Td>{formatDateTime(backup.created_at)}</Table.Td>
              <Table.Td>{formatSize(backup.size_bytes)}</Table.Td>
              <Table.Td visibleFrom="sm">
                <Text size="sm" ff="monospace">
                  {backup.file_name}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
