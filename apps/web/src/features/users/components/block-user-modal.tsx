import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type BlockUserModalProps = {
  opened: boolean;
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before blocking: a blocked user is signed out everywhere and cannot sign in (spec §4 User status). */
export function BlockUserModal({ opened, name, pending, onConfirm, onClose }: BlockUserModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!pending) onClose();
      }}
      title="Block user"
      centered
    >
      <Stack gap="lg">
        <Text size="sm">
          Block <strong>{name}</strong>? They will be signed out at once and cannot sign in until they are
          unblocked.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            Block
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
