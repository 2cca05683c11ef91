import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import 'mantine-datatable/styles.css';
import { IconAlertCircle } from '../../../components/icons';
import { useTemplates } from '../api/get-templates';
import { NewTemplateModal } from './new-template-modal';
import { TemplatesTable } from './templates-table';

type TemplatesScreenProps = {
  /** Recruiters and admins edit templates; interviewers only read them. */
  canEdit: boolean;
};

/** `/templates`: the feedback templates and the '+ New Template' modal. */
export function TemplatesScreen({ canEdit }: TemplatesScreenProps) {
  const templates = useTemplates();
  const [opened, modal] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Stack gap={2}>
          <Title order={1}>Templates</Title>
          <Text c="dimmed" size="sm">
            Feedback templates: knowledge areas and the questions asked in each.
          </Text>
        </Stack>
        {canEdit ? <Button onClick={modal.open}>+ New Template</Button> : null}
      </Group>
      {templates.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to fetch feedback templates
        </Alert>
      ) : (
        <TemplatesTable templates={templates.data ?? []} fetching={templates.isPending} />
      )}
      <NewTemplateModal opened={opened} onClose={modal.close} />
    </Stack>
  );
}
