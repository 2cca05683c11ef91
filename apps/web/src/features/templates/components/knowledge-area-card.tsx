import type { KnowledgeArea } from '@interview-hub/contracts/templates';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { AddQuestionsForm } from './add-questions-form';
import type { AreaOption } from './edit-question-modal';
import { KnowledgeAreaActions } from './knowledge-area-actions';
import { QuestionsTable } from './questions-table';

type KnowledgeAreaCardProps = {
  area: KnowledgeArea;
  canEdit: boolean;
  /** Every area of the template in order: where this one stands, and where its questions may move. */
  areas: AreaOption[];
};

/** One knowledge area: its questions grid and, for staff, its own '+ Add Questions' form. */
export function KnowledgeAreaCard({ area, canEdit, areas }: KnowledgeAreaCardProps) {
  const index = areas.findIndex((other) => other.id === area.id);
  const [adding, addForm] = useDisclosure(false);
  const count = area.questions.length;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={`area-${area.id}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} fz="lg" id={`area-${area.id}`}>
                {area.name}
              </Title>
              <Badge variant="light" color="gray">
                {count === 1 ? '1 question' : `${count} questions`}
              </Badge>
            </Group>
            {area.description ? (
              <Text size="sm" c="dimmed">
                {area.description}
              </Text>
            ) : null}
          </Stack>
          {canEdit && !adding ? (
            <Button
              variant="light"
              size="xs"
              onClick={addForm.open}
              aria-label={`+ Add Questions to ${area.name}`}
            >
              + Add Questions
            </Button>
          ) : null}
        </Group>
        {canEdit ? (
          <KnowledgeAreaActions area={area} isFirst={index === 0} isLast={index === areas.length - 1} />
        ) : null}
        <QuestionsTable areaName={area.name} questions={area.questions} canEdit={canEdit} areas={areas} />
        {adding ? <AddQuestionsForm areaId={area.id} areaName={area.name} onClose={addForm.close} /> : null}
      </Stack>
    </Paper>
  );
}
