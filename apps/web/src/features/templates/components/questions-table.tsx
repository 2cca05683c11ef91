import type { Question } from '@interview-hub/contracts/templates';
import { Badge, Center, Table, Text } from '@mantine/core';
import type { AreaOption } from './edit-question-modal';
import { QuestionActions } from './question-actions';
import { RequestedToggle } from './requested-toggle';
import { questionLevelColors, questionLevelLabels } from './template-labels';

type QuestionsTableProps = {
  areaName: string;
  questions: Question[];
  canEdit: boolean;
  /** The template's areas, where staff may move a question. */
  areas: AreaOption[];
};

/** A knowledge area's questions as the server orders them: by level, then text. */
export function QuestionsTable({ areaName, questions, canEdit, areas }: QuestionsTableProps) {
  if (questions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No questions yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover withTableBorder aria-label={`Questions of ${areaName}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Question</Table.Th>
            <Table.Th w={110}>Level</Table.Th>
            <Table.Th w={100} ta="center">
              Requested
            </Table.Th>
            {canEdit ? <Table.Th w={140}>Actions</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {questions.map((question) => (
            <Table.Tr key={question.id}>
              <Table.Td>{question.text}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={questionLevelColors[question.level]}>
                  {questionLevelLabels[question.level]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Center>
                  <RequestedToggle question={question} canEdit={canEdit} />
                </Center>
              </Table.Td>
              {canEdit ? (
                <Table.Td>
                  <QuestionActions question={question} areas={areas} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
