import {
  type QuestionBatchInput,
  type QuestionInput,
  questionBatchSchema,
  questionInputSchema,
  questionUpdateSchema,
} from '@interview-hub/contracts/templates';
import type { z } from 'zod';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toQuestionDto } from './template-dto';
import {
  deleteQuestionRow,
  findArea,
  findAreaForShare,
  findQuestion,
  insertQuestions,
  listQuestionRows,
  touchTemplate,
  updateQuestionRow,
} from './templates.repository';

/** Adds questions to knowledge areas in one transaction: all are added or none. */
async function addQuestions(db: Db, actor: Actor, rows: z.output<typeof questionInputSchema>[]) {
  return db.transaction(async (tx) => {
    const templateIds = new Set<number>();
    for (const areaId of new Set(rows.map((r) => r.knowledge_area_id))) {
      const area = await findArea(tx, areaId);
      if (!area) throw new AppError('NOT_FOUND', 'Knowledge area not found');
      templateIds.add(area.templateId);
    }
    const created = await insertQuestions(
      tx,
      rows.map((r) => ({
        knowledgeAreaId: r.knowledge_area_id,
        text: r.text,
        level: r.level,
        clientRequested: r.client_requested,
      })),
    );
    for (const templateId of templateIds) await touchTemplate(tx, templateId);
    for (const q of created) {
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'question.create',
        entity: 'question',
        entityId: q.id,
        after: q,
      });
    }
    return created.map(toQuestionDto);
  });
}

export async function addQuestion(options: { db: Db; actor: Actor; input: QuestionInput }) {
  const [question] = await addQuestions(options.db, options.actor, [
    questionInputSchema.parse(options.input),
  ]);
  if (!question) throw new Error('question insert returned no row');
  return question;
}

export async function addQuestionBatch(options: { db: Db; actor: Actor; input: QuestionBatchInput }) {
  return addQuestions(options.db, options.actor, questionBatchSchema.parse(options.input).questions);
}

/** Edits a question or moves it to another area of its template; toggling "requested" is the common case. */
export async function updateQuestion(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: z.input<typeof questionUpdateSchema>;
}) {
  const input = questionUpdateSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const before = await findQuestion(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', 'Question not found');
    const area = await findArea(tx, before.knowledgeAreaId);
    const target = input.knowledge_area_id;
    if (target !== undefined && target !== before.knowledgeAreaId) {
      // Locked for share: the area cannot be deleted between this check and the update that points at it.
      const destination = await findAreaForShare(tx, target);
      if (!destination) throw new AppError('NOT_FOUND', 'Knowledge area not found');
      if (destination.templateId !== area?.templateId)
        throw new AppError('RULE_BROKEN', 'A question can only move to another area of the same template');
    }
    const after = await updateQuestionRow(tx, options.id, {
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.level !== undefined ? { level: input.level } : {}),
      ...(input.client_requested !== undefined ? { clientRequested: input.client_requested } : {}),
      ...(target !== undefined ? { knowledgeAreaId: target } : {}),
    });
    if (!after) throw new AppError('NOT_FOUND', 'Question not found');
    if (area) await touchTemplate(tx, area.templateId);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'question.update',
      entity: 'question',
      entityId: options.id,
      before,
      after,
    });
    return toQuestionDto(after);
  });
}

export async function deleteQuestion(options: { db: Db; actor: Actor; id: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const before = await findQuestion(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', 'Question not found');
    await deleteQuestionRow(tx, options.id);
    const area = await findArea(tx, before.knowledgeAreaId);
    if (area) await touchTemplate(tx, area.templateId);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'question.delete',
      entity: 'question',
      entityId: options.id,
      before,
    });
  });
}

/** The question bank, optionally of one knowledge area or one template. */
export async function listQuestions(options: { db: Db; knowledgeAreaId?: number; templateId?: number }) {
  const rows = await listQuestionRows(options.db, options);
  return rows.map((r) => toQuestionDto(r.question));
}
