import { Alert, Button, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '../../../components/icons';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateBackup } from '../api/create-backup';
import { useBackups } from '../api/list-backups';
import { BackupsTable } from './backups-table';
import { formatSize } from './format-size';

/** The 'Backups' screen (admins): the embedded database's backups and "Back up now". */
export function BackupsScreen() {
  const backups = useBackups();
  const create = useCreateBackup();
  const onPostgres = backups.data?.database === 'postgres';

  const backUpNow = () =>
    create.mutate(undefined, {
      onSuccess: (backup) =>
        notifications.show({
          color: 'teal',
          message: `Backup written: ${backup.file_name} (${formatSize(backup.size_bytes)})`,
        }),
    });

  return (
    <Stack gap="lg" maw={900}>
      <Group justify="space-between" align="center">
        <Title order={1}>Backups</Title>
        {backups.data && !onPostgres && (
          <Button onClick={backUpNow} loading={create.isPending}>
            Back up now
          </Button>
        )}
      </Group>
      {backups.data && !onPostgres && (
        <Text>
          The embedded database is backed up every night into the data folder&apos;s <Code>backups</Code>{' '}
          folder; the newest {backups.data.keep} are kept. Copy them to another machine as well.
        </Text>
      )}
      {create.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          {getErrorMessage(create.error, 'The backup failed')}
        </Alert>
      )}
      {backups.isPending && <Loader aria-label="Loading backups" />}
      {backups.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to load backups
        </Alert>
      )}
      {onPostgres && (
        <Alert color="blue" variant="light" title="Backups are PostgreSQL's job">
          This server runs on PostgreSQL: back it up with pg_dump or your provider&apos;s backups (README,
          &quot;Backups&quot;).
        </Alert>
      )}
      {backups.data && !onPostgres && <BackupsTable backups={backups.data.backups} />}
    </Stack>
  );
}
