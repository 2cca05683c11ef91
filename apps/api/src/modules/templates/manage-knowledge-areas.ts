import {
  type KnowledgeAreaInput,
  type KnowledgeAreaMove,
  knowledgeAreaInputSchema,
  knowledgeAreaMoveSchema,
  knowledgeAreaUpdateSchema,
} from '@interview-hub/contracts/templates';
import type { z } from 'zod';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  deleteAreaRow,
  findArea,
  findTemplate,
  insertArea,
  listAreaRows,
  lockTemplate,
  setAreaPosition,
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

/**
 * Moves a knowledge area one place up or down; at the top (or bottom) it stays where it is. The template is
 * locked so two moves at once cannot both read the old order, and the areas are renumbered 0..n-1.
 */
export async function moveKnowledgeArea(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: KnowledgeAreaMove;
}) {
  const { direction } = knowledgeAreaMoveSchema.parse(options.input);
  return options.db.transaction(async (tx) => {
    const area = await findArea(tx, options.id);
    if (!area || !(await lockTemplate(tx, area.templateId)))
      throw new AppError('NOT_FOUND', 'Knowledge area not found');
    const order = await listAreaRows(tx, area.templateId);
    const from = order.findIndex((row) => row.id === area.id);
    if (from < 0) throw new AppError('NOT_FOUND', 'Knowledge area not found');
    const to = direction === 'up' ? from - 1 : from + 1;
    const [moved] = order.splice(from, 1);
    if (!moved) throw new AppError('NOT_FOUND', 'Knowledge area not found');
    order.splice(Math.min(Math.max(to, 0), order.length), 0, moved);
    for (const [position, row] of order.entries()) {
      if (row.position !== position) await setAreaPosition(tx, row.id, position);
    }
    await touchTemplate(tx, area.templateId);
    const after = order.indexOf(moved);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'knowledge_area.move',
      entity: 'knowledge_area',
      entityId: area.id,
      before: { position: area.position },
      after: { position: after },
    });
    return { ...area, position: after };
  });
}
