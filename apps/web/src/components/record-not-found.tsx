import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { IconAlertCircle } from './icons';

type RecordNotFoundProps = {
  /** The spec's text, e.g. 'Candidate not found'. */
  message: string;
  /** Where Back leads: the list the record would be in. */
  backTo: string;
};

/**
 * A detail page whose record does not exist (the API answered 404, or the address holds no valid id). Not a
 * failure: there is nothing to retry, so it offers only Back.
 */
export function RecordNotFound({ message, backTo }: RecordNotFoundProps) {
  const navigate = useNavigate();
  return (
    <Stack align="flex-start" gap="md" maw={640}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconAlertCircle size={26} />
      </ThemeIcon>
      <Title order={1} fz="h2">
        {message}
      </Title>
      <Text c="dimmed">It may have been deleted, or the link may be wrong.</Text>
      <Button variant="default" onClick={() => void navigate(backTo)}>
        Back
      </Button>
    </Stack>
  );
}
