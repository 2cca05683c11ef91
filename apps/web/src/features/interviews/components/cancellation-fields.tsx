import {
  type CancellationFormValues,
  cancellingParties,
  cancellingPartyLabels,
  cancelReasonLabels,
  cancelReasons,
} from '@interview-hub/contracts/interviews';
import { Select, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

const partyOptions = cancellingParties.map((party) => ({
  value: party,
  label: cancellingPartyLabels[party].replace(/^the /, 'The '),
}));
const reasonOptions = cancelReasons
  .filter((reason) => reason !== 'unknown')
  .map((reason) => ({ value: reason, label: cancelReasonLabels[reason] }));

/** Who cancelled, why (from the list) and a note: the fields the cancel and outcome dialogs share. */
export function CancellationFields<Values extends CancellationFormValues>({
  form,
}: {
  form: UseFormReturnType<Values, unknown>;
}) {
  const other = form.values.reason === 'other';
  return (
    <>
      <Select
        label="Who cancelled"
        placeholder="Choose"
        data={partyOptions}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        {...form.getInputProps('cancelled_by')}
      />
      <Select
        label="Reason"
        placeholder="Choose"
        data={reasonOptions}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        {...form.getInputProps('reason')}
      />
      <Textarea
        label="Note"
        description={other ? 'Required for "Other"' : 'Optional'}
        required={other}
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('note')}
      />
    </>
  );
}
