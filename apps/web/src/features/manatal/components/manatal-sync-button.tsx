import type { SyncResult } from '@interview-hub/contracts/manatal';
import { Box, Button, Portal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconRefresh } from '../../../components/icons';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { syncFailureDetail, syncSummary } from './sync-summary';

type ManatalSyncButtonProps = {
  /** The button's text, e.g. 'Sync with Manatal'. */
  label: string;
  /** What the overlay tells assistive technology, e.g. 'Syncing clients with Manatal'. */
  runningLabel: string;
  /** The screen's failure message from the spec (§8). */
  failureMessage: string;
  /** The sync mutation of the screen (its hook refreshes the screen's queries when it settles). */
  mutation: UseMutationResult<SyncResult, Error, void>;
};

/**
 * Runs a Manatal sync: the page is covered by the loading overlay while it runs, then a notification tells the
 * counts ('Synced from Manatal: 12 new, 3 updated') or the screen's failure message.
 */
export function ManatalSyncButton({ label, runningLabel, failureMessage, mutation }: ManatalSyncButtonProps) {
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: (result) => notifications.show({ color: 'teal', message: syncSummary(result) }),
      onError: (error) => {
        const detail = syncFailureDetail(error);
        notifications.show(
          detail
            ? { color: 'red', title: failureMessage, message: detail, autoClose: 8000 }
            : { color: 'red', message: failureMessage, autoClose: 8000 },
        );
      },
    });

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconRefresh size={16} />}
        loading={mutation.isPending}
        onClick={run}
      >
        {label}
      </Button>
      {mutation.isPending ? (
        <Portal>
          {/* The overlay covers its positioned parent: here the whole window, so nothing is clicked meanwhile. */}
          <Box pos="fixed" inset={0} style={{ zIndex: 400 }}>
            <LoadingOverlay visible label={runningLabel} />
          </Box>
        </Portal>
      ) : null}
    </>
  );
}
