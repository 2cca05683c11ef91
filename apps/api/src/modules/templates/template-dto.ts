import {
  compareQuestions,
  type Question,
  type Template,
  type TemplateSummary,
} from '@interview-hub/contracts/templates';
import type { KnowledgeAreaRow, QuestionRow, TemplateRow } from './templates.repository';

export function toQuestionDto(row: QuestionRow): Question {
  return {
    id: row.id,
    knowledge_area_id: row.knowledgeAreaId,
    text: row.text,
    level: row.level,
    client_requested: row.clientRequested,
  };
}

export function toTemplateSummary(row: TemplateRow, areaCount: number): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    position: row.position,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    knowledge_area_count: areaCount,
  };
}

/** A template with its areas in order and each area's questions by level, then text. */
export function toTemplateDto(
  row: TemplateRow,
  areas: KnowledgeAreaRow[],
  questions: QuestionRow[],
): Template {
  return {
    ...toTemplateSummary(row, areas.length),
    knowledge_areas: areas.map((area) => ({
      id: area.id,
      template_id: area.templateId,
      name: area.name,
      description: area.description,
      position: area.position,
      questions: questions
        .filter((q) => q.knowledgeAreaId === area.id)
        .map(toQuestionDto)
        .sort(compareQuestions),
    })),
  };
}
