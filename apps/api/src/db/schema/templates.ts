import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const questionLevels = ['junior', 'middle', 'senior', 'staff'] as const;

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: text('position'),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('templates_name_idx').on(t.name, t.id),
    index('templates_updated_at_idx').on(t.updatedAt, t.id),
  ],
);

export const knowledgeAreas = pgTable(
  'knowledge_areas',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('knowledge_areas_template_id_idx').on(t.templateId, t.position)],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    knowledgeAreaId: integer('knowledge_area_id')
      .notNull()
      .references(() => knowledgeAreas.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    level: text('level', { enum: questionLevels }).notNull(),
    clientRequested: boolean('client_requested').notNull().default(false),
  },
  (t) => [index('questions_knowledge_area_id_idx').on(t.knowledgeAreaId)],
);
