import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knowledgeAreas, questions, templates } from '../../db/schema/index';

export type TemplateRow = typeof templates.$inferSelect;
export type KnowledgeAreaRow = typeof knowledgeAreas.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

export async function listTemplateRows(db: Db) {
  return db
    .select({
      template: templates,
      // Spelled out with table names: in a query on one table Drizzle leaves columns unqualified, and an
      // unqualified "id" inside the subquery would mean the area's own id.
      areaCount: sql<number>`(select count(*)::int from knowledge_areas ka where ka.template_id = "templates"."id")`,
    })
    .from(templates)
    .orderBy(asc(templates.name), asc(templates.id));
}

export async function findTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).limit(1);
  return row ?? null;
}

export async function findAreasWithQuestions(db: Db, templateId: number) {
  const areas = await db
    .select()
    .from(knowledgeAreas)
    .where(eq(knowledgeAreas.templateId, templateId))
    .orderBy(asc(knowledgeAreas.position), asc(knowledgeAreas.id));
  const rows = areas.length
    ? await db
        .select()
        .from(questions)
        .where(
          inArray(
            questions.knowledgeAreaId,
            areas.map((a) => a.id),
          ),
        )
    : [];
  return { areas, questions: rows };
}

export async function insertTemplate(db: Db, values: typeof templates.$inferInsert): Promise<TemplateRow> {
  const [row] = await db.insert(templates).values(values).returning();
  if (!row) throw new Error('template insert returned no row');
  return row;
}

export async function updateTemplateRow(db: Db, id: number, values: Partial<typeof templates.$inferInsert>) {
  const [row] = await db
    .update(templates)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(templates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTemplateRow(db: Db, id: number): Promise<boolean> {
  return (
    (await db.delete(templates).where(eq(templates.id, id)).returning({ id: templates.id })).length === 1
  );
}

/** Keeps "last updated" true when a template's areas or questions change. */
export async function touchTemplate(db: Db, id: number): Promise<void> {
  await db.update(templates).set({ updatedAt: sql`now()` }).where(eq(templates.id, id));
}

export async function findArea(db: Db, id: number): Promise<KnowledgeAreaRow | null> {
  const [row] = await db.select().from(knowledgeAreas).where(eq(knowledgeAreas.id, id)).limit(1);
  return row ?? null;
}

export async function insertArea(
  db: Db,
  values: Omit<typeof knowledgeAreas.$inferInsert, 'position'>,
): Promise<KnowledgeAreaRow> {
  const [{ next } = { next: 0 }] = await db
    .select({ next: count() })
    .from(knowledgeAreas)
    .where(eq(knowledgeAreas.templateId, values.templateId));
  const [row] = await db
    .insert(knowledgeAreas)
    .values({ ...values, position: next })
    .returning();
  if (!row) throw new Error('knowledge area insert returned no row');
  return row;
}

export async function updateAreaRow(db: Db, id: number, values: Partial<typeof knowledgeAreas.$inferInsert>) {
  const [row] = await db.update(knowledgeAreas).set(values).where(eq(knowledgeAreas.id, id)).returning();
  return row ?? null;
}

export async function deleteAreaRow(db: Db, id: number): Promise<void> {
  await db.delete(knowledgeAreas).where(eq(knowledgeAreas.id, id));
}

export async function findQuestion(db: Db, id: number): Promise<QuestionRow | null> {
  const [row] = await db.select().from(questions).where(eq(questions.id, id)).limit(1);
  return row ?? null;
}

export async function listQuestionRows(db: Db, filter: { knowledgeAreaId?: number; templateId?: number }) {
  const query = db
    .select({ question: questions })
    .from(questions)
    .innerJoin(knowledgeAreas, eq(knowledgeAreas.id, questions.knowledgeAreaId));
  if (filter.knowledgeAreaId) return query.where(eq(questions.knowledgeAreaId, filter.knowledgeAreaId));
  if (filter.templateId) return query.where(eq(knowledgeAreas.templateId, filter.templateId));
  return query;
}

export async function insertQuestions(
  db: Db,
  values: (typeof questions.$inferInsert)[],
): Promise<QuestionRow[]> {
  return db.insert(questions).values(values).returning();
}

export async function updateQuestionRow(db: Db, id: number, values: Partial<typeof questions.$inferInsert>) {
  const [row] = await db.update(questions).set(values).where(eq(questions.id, id)).returning();
  return row ?? null;
}

export async function deleteQuestionRow(db: Db, id: number): Promise<void> {
  await db.delete(questions).where(eq(questions.id, id));
}

/** Locks a template row until the transaction ends, so changes to the order of its areas run one at a time. */
export async function lockTemplate(db: Db, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(templates).where(eq(templates.id, id)).for('update').limit(1);
  return row ?? null;
}

/** A knowledge area, kept from being deleted until the transaction ends (a question is being moved into it). */
export async function findAreaForShare(db: Db, id: number): Promise<KnowledgeAreaRow | null> {
  const [row] = await db.select().from(knowledgeAreas).where(eq(knowledgeAreas.id, id)).for('share').limit(1);
  return row ?? null;
}

export async function listAreaRows(db: Db, templateId: number): Promise<KnowledgeAreaRow[]> {
  return db
    .select()
    .from(knowledgeAreas)
    .where(eq(knowledgeAreas.templateId, templateId))
    .orderBy(asc(knowledgeAreas.position), asc(knowledgeAreas.id));
}

export async function setAreaPosition(db: Db, id: number, position: number): Promise<void> {
  await db.update(knowledgeAreas).set({ position }).where(eq(knowledgeAreas.id, id));
}

/** Inserts an area at a given place (copies keep their source's order). */
export async function insertAreaAt(
  db: Db,
  values: typeof knowledgeAreas.$inferInsert,
): Promise<KnowledgeAreaRow> {
  const [row] = await db.insert(knowledgeAreas).values(values).returning();
  if (!row) throw new Error('knowledge area insert returned no row');
  return row;
}
