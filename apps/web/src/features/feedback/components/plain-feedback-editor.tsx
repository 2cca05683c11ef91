import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

type PlainFeedbackEditorProps = {
  text: string;
  saving: boolean;
  onSave: (feedbackText: string) => void;
  onCancel: () => void;
};

/** Plain-text feedback in a textarea; Save stays disabled while the text is blank (spec §5). */
export function PlainFeedbackEditor({ text, saving, onSave, onCancel }: PlainFeedbackEditorProps) {
  const [value, setValue] = useState(text);
  return (
    <Stack gap="md">
      <Textarea
        label="Feedback"
        autosize
        minRows={8}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => onSave(value)} loading={saving} disabled={value.trim().length === 0}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
