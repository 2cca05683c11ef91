import type { Template } from '@interview-hub/contracts/templates';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { RecordNotFound } from '../../../components/record-not-found';
import { isNotFoundError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format-date';
import { useTemplate } from '../api/get-template';
import { AddKnowledgeAreaModal } from './add-knowledge-area-modal';
import { KnowledgeAreaCard } from './knowledge-area-card';
import { TemplateActions } from './template-actions';

function TemplateDetail({ template, canEdit }: { template: Template; canEdit: boolean }) {
  const [adding, addModal] = useDisclosure(false);
  const areas = template.knowledge_areas.map(({ id, name }) => ({ id, name }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Button component={Link} to="/templates" variant="subtle" size="compact-sm" w="fit-content" px={0}>
            ← Back to templates
          </Button>
          <Title order={1}>{template.name}</Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Position:
            </Text>
            {template.position ? (
              <Badge variant="light" tt="none">
                {template.position}
              </Badge>
            ) : (
              <Text size="sm">Not set</Text>
            )}
            <Text size="sm" c="dimmed">
              · Updated {formatDateTime(template.updated_at)}
            </Text>
          </Group>
          {template.description ? <Text maw={760}>{template.description}</Text> : null}
        </Stack>
        {canEdit ? (
          <Group gap="sm">
            <TemplateActions template={template} />
            <Button onClick={addModal.open}>+ Add Knowledge Area</Button>
          </Group>
        ) : null}
      </Group>
      {template.knowledge_areas.length === 0 ? (
        <Text c="dimmed">No knowledge areas yet.</Text>
      ) : (
        template.knowledge_areas.map((area) => (
          <KnowledgeAreaCard key={area.id} area={area} canEdit={canEdit} areas={areas} />
        ))
      )}
      <AddKnowledgeAreaModal templateId={template.id} opened={adding} onClose={addModal.close} />
    </Stack>
  );
}

type TemplateDetailScreenProps = {
  /** The `{id}` of the address, as written. */
  id: string | undefined;
  canEdit: boolean;
};

/** `/templates/{id}`: the template with its position, knowledge areas and questions. */
export function TemplateDetailScreen({ id, canEdit }: TemplateDetailScreenProps) {
  const templateId = Number(id);
  const valid = Number.isInteger(templateId) && templateId > 0;
  const template = useTemplate(templateId, valid);

  if (!id) return <ErrorState message="Missing template id" backTo="/templates" />;
  if (!valid || isNotFoundError(template.error))
    return <RecordNotFound message="Template not found" backTo="/templates" />;
  if (template.isError)
    return (
      <ErrorState
        message="Failed to load template"
        backTo="/templates"
        onRetry={() => void template.refetch()}
      />
    );
  if (!template.data) return <PageLoader />;
  return <TemplateDetail template={template.data} canEdit={canEdit} />;
}
