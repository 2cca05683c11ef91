import { z } from 'zod';
import { recordIdQuerySchema, recordIdSchema, textInput } from './record-fields';

export const questionLevels = ['junior', 'middle', 'senior', 'staff'] as const;
export const questionLevelSchema = z.enum(questionLevels, {
  error: 'Level must be junior, middle, senior or staff',
});
export type QuestionLevel = z.infer<typeof questionLevelSchema>;

/** Questions are shown by level (junior first), then alphabetically. */
export function compareQuestions(
  a: { level: QuestionLevel; text: string },
  b: { level: QuestionLevel; text: string },
): number {
  return questionLevels.indexOf(a.level) - questionLevels.indexOf(b.level) || a.text.localeCompare(b.text);
}

const id = z.number().int();
const positiveId = recordIdSchema;

export const questionSchema = z.object({
  id,
  knowledge_area_id: id,
  text: z.string(),
  level: questionLevelSchema,
  client_requested: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const knowledgeAreaSchema = z.object({
  id,
  template_id: id,
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  questions: z.array(questionSchema),
});
export type KnowledgeArea = z.infer<typeof knowledgeAreaSchema>;

export const templateSummarySchema = z.object({
  id,
  name: z.string(),
  position: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  knowledge_area_count: z.number().int(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;
export const templateListSchema = z.object({ templates: z.array(templateSummarySchema) });

export const templateSchema = templateSummarySchema.extend({ knowledge_areas: z.array(knowledgeAreaSchema) });
export type Template = z.infer<typeof templateSchema>;

const optionalText = (max: number) =>
  textInput()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const templateInputSchema = z.object({
  name: textInput().trim().min(1, 'Template name is required').max(200),
  position: optionalText(200),
  description: optionalText(5000),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const knowledgeAreaInputSchema = z.object({
  template_id: positiveId,
  name: textInput().trim().min(1, 'Name is required').max(300),
  description: optionalText(5000),
});
export type KnowledgeAreaInput = z.input<typeof knowledgeAreaInputSchema>;
export const knowledgeAreaUpdateSchema = knowledgeAreaInputSchema.omit({ template_id: true });

export const questionInputSchema = z.object({
  knowledge_area_id: positiveId,
  text: textInput().trim().min(1, 'Question text is required').max(2000),
  level: questionLevelSchema,
  client_requested: z.boolean().default(false),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

/** A batch: blank questions are dropped; when none is left the answer is 'Add at least one question.' */
export const questionBatchSchema = z.object({
  questions: z
    .array(questionInputSchema.extend({ text: textInput().max(2000) }))
    .max(200)
    .transform((rows) => rows.map((r) => ({ ...r, text: r.text.trim() })).filter((r) => r.text.length > 0))
    .refine((rows) => rows.length > 0, 'Add at least one question.'),
});
export type QuestionBatchInput = z.input<typeof questionBatchSchema>;

/** Every field is optional; a new knowledge_area_id moves the question to another area of the same template. */
export const questionUpdateSchema = z.object({
  text: textInput().trim().min(1, 'Question text is required').max(2000).optional(),
  level: questionLevelSchema.optional(),
  client_requested: z.boolean().optional(),
  knowledge_area_id: positiveId.optional(),
});

/** Moves a knowledge area one place up or down among its template's areas. */
export const knowledgeAreaMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }),
});
export type KnowledgeAreaMove = z.infer<typeof knowledgeAreaMoveSchema>;

export const questionListQuerySchema = z.object({
  knowledge_area_id: recordIdQuerySchema,
  template_id: recordIdQuerySchema,
});
