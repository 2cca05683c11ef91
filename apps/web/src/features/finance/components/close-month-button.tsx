import { periodLabel } from '@interview-hub/contracts/finance-documents';
import { Alert, Button, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { getErrorMessage } from '../../../lib/api-error';
import { useClosePeriod } from '../api/close-period';
import { currentPeriod } from './months';

/**
 * 'Close month' with a confirmation: only for a month that has ended and is open (the server has the last word
 * and its refusal is shown in the dialog).
 */
export function CloseMonthButton({ period, closed }: { period: string; closed: boolean }) {
  const [opened, setOpened] = useState(false);
  const close = useClosePeriod();
  const ongoing = period >= currentPeriod();
  if (closed) return null;
  const month = periodLabel(period);
  const confirm = () =>
    close.mutate(period, {
      onSuccess: () => {
        setOpened(false);
        notifications.show({ color: 'teal', message: `${month} is closed` });
      },
    });
  return (
    <>
      <Tooltip label="Only a month that has ended can be closed" disabled={!ongoing}>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
        <span>
          <Button
            variant="default"
            disabled={ongoing}
            onClick={() => {
              close.reset();
              setOpened(true);
            }}
          >
            Close month
          </Button>
        </span>
      </Tooltip>
      <ConfirmModal
        opened={opened}
        title={`Close ${month}?`}
        message={`Nothing in ${month} will change any more: a correction to one of its interviews lands in the month then open.`}
        confirmLabel="Close month"
        busy={close.isPending}
        error={
          close.isError ? (
            <Alert color="red" variant="light" role="alert">
              {getErrorMessage(close.error, 'The month could not be closed')}
            </Alert>
          ) : null
        }
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
