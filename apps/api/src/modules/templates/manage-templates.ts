import { type Template, type TemplateInput, templateInputSchema } from '@interview-hub/contracts/templates';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toTemplateDto, toTemplateSummary } from './template-dto';
import {
  deleteTemplateRow,
  findAreasWithQuestions,
  findTemplate,
  insertTemplate,
  listTemplateRows,
  updateTemplateRow,
} from './templates.repository';

export async function listTemplates(db: Db) {
  const rows = await listTemplateRows(db);
  return { templates: rows.map((r) => toTemplateSummary(r.template, Number(r.areaCount))) };
}

export async function getTemplate(db: Db, id: number): Promise<Template> {
  const template = await findTemplate(db, id);
  if (!template) throw new AppError('NOT_FOUND', 'Template not found');
  const { areas, questions } = await findAreasWithQuestions(db, id);
  return toTemplateDto(template, areas, questions);
}

export async function createTemplate(options: {
  db: Db;
  actor: Actor;
  input: TemplateInput;
}): Promise<number> {
  const input = templateInputSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const row = await insertTemplate(tx, input);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'template.create',
      entity: 'template',
      entityId: row.id,
      after: row,
    });
    return row.id;
  });
}

export async function updateTemplate(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: TemplateInput;
}): Promise<void> {
  const input = templateInputSchema.parse(options.input);
  await options.db.transaction(async (tx) => {
    const before = await findTemplate(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', 'Template not found');
    const after = await updateTemplateRow(tx, options.id, input);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'template.update',
      entity: 'template',
      entityId: options.id,
      before,
      after,
    });
  });
}

/**
 * Deletes a template with its areas and questions. Positions and interviews that used it keep working (their
 * template becomes unset); feedback stays readable because it stores what it was written against.
 */
export async function deleteTemplate(options: { db: Db; actor: Actor; id: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const before = await findTemplate(tx, options.id);
    if (!before || !(await deleteTemplateRow(tx, options.id)))
      throw new AppError('NOT_FOUND', 'Template not found');
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'template.delete',
      entity: 'template',
      entityId: options.id,
      before,
    });
  });
}
