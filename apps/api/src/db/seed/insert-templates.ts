import type { Tx } from '../client';
import { knowledgeAreas, questions, templates } from '../schema/templates';
import type { StoredArea } from './build-feedback';
import type { TrackKind } from './client-data';
import type { Random } from './prng';
import { daysBefore } from './seed-dates';
import { backendTemplate } from './template-backend';
import { devopsTemplate } from './template-devops';
import { frontendTemplate } from './template-frontend';

export type StoredTemplate = { id: number; kind: TrackKind; areas: StoredArea[] };

const templateSeeds = [frontendTemplate, backendTemplate, devopsTemplate];

/** Inserts the feedback templates with their knowledge areas and questions; three multi-row inserts. */
export async function insertTemplates(tx: Tx, random: Random, now: Date) {
  const templateRows = await tx
    .insert(templates)
    .values(
      templateSeeds.map((seed) => ({
        name: seed.name,
        position: seed.position,
        description: seed.description,
        createdAt: daysBefore(random, now, 250, 320),
        updatedAt: daysBefore(random, now, 5, 60),
      })),
    )
    .returning({ id: templates.id });
  const areaSeeds = templateSeeds.flatMap((seed, templateIndex) =>
    seed.areas.map((area, position) => ({ templateIndex, position, area })),
  );
  const areaRows = await tx
    .insert(knowledgeAreas)
    .values(
      areaSeeds.map(({ templateIndex, position, area }) => ({
        templateId: idAt(templateRows, templateIndex),
        name: area.name,
        description: area.description,
        position,
      })),
    )
    .returning({ id: knowledgeAreas.id });
  const questionSeeds = areaSeeds.flatMap(({ area }, areaIndex) =>
    area.questions.map(([level, text, clientRequested = false]) => ({
      areaIndex,
      level,
      text,
      clientRequested,
    })),
  );
  const questionRows = await tx
    .insert(questions)
    .values(
      questionSeeds.map(({ areaIndex, level, text, clientRequested }) => ({
        knowledgeAreaId: idAt(areaRows, areaIndex),
        text,
        level,
        clientRequested,
      })),
    )
    .returning({ id: questions.id });

  // The rows came back in the order of the flattened seeds; walk the seeds in that order to pair them with ids.
  let areaIndex = 0;
  let questionIndex = 0;
  const stored = templateSeeds.map(
    (seed, templateIndex): StoredTemplate => ({
      id: idAt(templateRows, templateIndex),
      kind: seed.kind,
      areas: seed.areas.map((area) => ({
        id: idAt(areaRows, areaIndex++),
        name: area.name,
        questions: area.questions.map(([level, text]) => ({
          id: idAt(questionRows, questionIndex++),
          text,
          level,
        })),
      })),
    }),
  );
  return {
    templates: stored,
    counts: {
      templates: templateRows.length,
      knowledgeAreas: areaRows.length,
      questions: questionRows.length,
    },
  };
}

/**
 * The id of the row inserted at `index`: PostgreSQL returns the rows of a multi-row VALUES insert in the order
 * they were given.
 */
export function idAt(rows: readonly { id: number }[], index: number): number {
  const row = rows[index];
  if (!row) throw new Error(`no inserted row at ${index} of ${rows.length}`);
  return row.id;
}
