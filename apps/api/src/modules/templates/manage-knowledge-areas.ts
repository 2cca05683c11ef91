import {
  type KnowledgeAreaInput,
  knowledgeAreaInputSchema,
  knowledgeAreaUpdateSchema,
} from '@interview-hub/contracts/templates';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit/audit.repository';
import {
  deleteAreaRow,
  findArea,
  findTemplate,
  insertArea,
  touchTemplate,
  updateAreaRow,
} from './templates.repository';

export async function addKnowledgeArea(options: { db: Db; actor: Actor; input: KnowledgeAreaInput }) {
  const input = knowledgeAreaInputSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    if (!(await findTemplate(tx, input.template_id))) throw new AppError('NOT_FOUND', 'Template not found');
    const area = await insertArea(tx, {
      templateId: input.template_id,
      name: input.name,
      description: input.description,
    });
    await touchTemplate(tx, input.template_id);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'knowledge_area.create',
      entity: 'knowledge_area',
      entityId: area.id,
      after: area,
    });
    return area;
  });
}

export async function updateKnowledgeArea(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: z.input<typeof knowledgeAreaUpdateSchema>;
}) {
  const input = knowledgeAreaUpdateSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const before = await findArea(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', 'Knowledge area not found');
    const after = await updateAreaRow(tx, options.id, { name: input.name, description: input.description });
    await touchTemplate(tx, before.templateId);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'knowledge_area.update',
      entity: 'knowledge_area',
      entityId: options.id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteKnowledgeArea(options: { db: Db; actor: Actor; id: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const before = await findArea(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', 'Knowledge area not found');
    await deleteAreaRow(tx, options.id);
    await touchTemplate(tx, before.templateId);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'knowledge_area.delete',
      entity: 'knowledge_area',
      entityId: options.id,
      before,
    });
  });
}
