import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findAreasWithQuestions,
  insertAreaAt,
  insertQuestions,
  insertTemplate,
  lockTemplate,
} from './templates.repository';

/** Template names are at most 200 characters; a copy's name must fit too. */
const copyName = (name: string) => `Copy of ${name}`.slice(0, 200);

/**
 * Copies a template with its knowledge areas (in order) and their questions into a new template named
 * 'Copy of {name}'. Returns the new template's id. The source is locked so the copy is never half of an edit.
 */
export async function duplicateTemplate(options: { db: Db; actor: Actor; id: number }): Promise<number> {
  return options.db.transaction(async (tx) => {
    const source = await lockTemplate(tx, options.id);
    if (!source) throw new AppError('NOT_FOUND', 'Template not found');
    const copy = await insertTemplate(tx, {
      name: copyName(source.name),
      position: source.position,
      description: source.description,
    });
    const { areas, questions } = await findAreasWithQuestions(tx, source.id);
    const areaIdMap = new Map<number, number>();
    for (const [index, area] of areas.entries()) {
      const added = await insertAreaAt(tx, {
        templateId: copy.id,
        name: area.name,
        description: area.description,
        position: index,
      });
      areaIdMap.set(area.id, added.id);
    }
    const copies = questions.flatMap((q) => {
      const knowledgeAreaId = areaIdMap.get(q.knowledgeAreaId);
      return knowledgeAreaId
        ? [{ knowledgeAreaId, text: q.text, level: q.level, clientRequested: q.clientRequested }]
        : [];
    });
    if (copies.length) await insertQuestions(tx, copies);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'template.duplicate',
      entity: 'template',
      entityId: copy.id,
      before: { sourceId: source.id },
      after: copy,
    });
    return copy.id;
  });
}
