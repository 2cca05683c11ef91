import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import {
  knowledgeAreaInputSchema,
  knowledgeAreaMoveSchema,
  knowledgeAreaSchema,
  knowledgeAreaUpdateSchema,
  questionBatchSchema,
  questionInputSchema,
  questionListQuerySchema,
  questionSchema,
  questionUpdateSchema,
  templateInputSchema,
  templateListSchema,
  templateSchema,
} from '@interview-hub/contracts/templates';
import { z } from 'zod';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { duplicateTemplate } from './duplicate-template';
import {
  addKnowledgeArea,
  deleteKnowledgeArea,
  moveKnowledgeArea,
  updateKnowledgeArea,
} from './manage-knowledge-areas';
import {
  addQuestion,
  addQuestionBatch,
  deleteQuestion,
  listQuestions,
  updateQuestion,
} from './manage-questions';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './manage-templates';

const params = recordIdParamsSchema;
const staff = { roles: permissionRoles['templates.edit'] };
const tags = ['templates'];
const noContent = { 204: z.null().describe('Deleted') };
const area = knowledgeAreaSchema.omit({ questions: true });

/** Feedback templates, their knowledge areas and the question bank: everyone reads, staff edit. */
export function templatesRoutes(app: AppInstance, deps: { db: Db }): void {
  const { db } = deps;
  const areaDto = (row: {
    id: number;
    templateId: number;
    name: string;
    description: string | null;
    position: number;
  }) => ({
    id: row.id,
    template_id: row.templateId,
    name: row.name,
    description: row.description,
    position: row.position,
  });

  app.get(
    '/api/templates',
    { schema: { tags, summary: 'All templates', response: { 200: templateListSchema } } },
    async () => listTemplates(db),
  );
  app.get(
    '/api/templates/:id',
    {
      schema: {
        tags,
        summary: 'A template with areas and questions',
        params,
        response: { 200: templateSchema },
      },
    },
    async (request) => getTemplate(db, request.params.id),
  );
  app.post(
    '/api/templates',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Creates a template',
        body: templateInputSchema,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) => {
      const id = await createTemplate({ db, actor: requireActor(request), input: request.body });
      return reply.status(201).send(await getTemplate(db, id));
    },
  );
  app.put(
    '/api/templates/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Edits a template',
        params,
        body: templateInputSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) => {
      await updateTemplate({ db, actor: requireActor(request), id: request.params.id, input: request.body });
      return getTemplate(db, request.params.id);
    },
  );
  app.delete(
    '/api/templates/:id',
    { config: staff, schema: { tags, summary: 'Deletes a template', params, response: noContent } },
    async (request, reply) => {
      await deleteTemplate({ db, actor: requireActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/templates/:id/duplicate',
    {
      config: staff,
      schema: {
        tags,
        summary: "Copies a template with its areas and questions as 'Copy of {name}'",
        params,
        response: { 201: templateSchema },
      },
    },
    async (request, reply) => {
      const id = await duplicateTemplate({ db, actor: requireActor(request), id: request.params.id });
      return reply.status(201).send(await getTemplate(db, id));
    },
  );

  app.post(
    '/api/knowledge_areas',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Adds a knowledge area',
        body: knowledgeAreaInputSchema,
        response: { 201: area },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(areaDto(await addKnowledgeArea({ db, actor: requireActor(request), input: request.body }))),
  );
  app.put(
    '/api/knowledge_areas/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Edits a knowledge area',
        params,
        body: knowledgeAreaUpdateSchema,
        response: { 200: area },
      },
    },
    async (request) => {
      const row = await updateKnowledgeArea({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
      });
      if (!row) throw new Error('knowledge area vanished');
      return areaDto(row);
    },
  );
  app.post(
    '/api/knowledge_areas/:id/move',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Moves a knowledge area one place up or down',
        params,
        body: knowledgeAreaMoveSchema,
        response: { 200: area },
      },
    },
    async (request) =>
      areaDto(
        await moveKnowledgeArea({
          db,
          actor: requireActor(request),
          id: request.params.id,
          input: request.body,
        }),
      ),
  );
  app.delete(
    '/api/knowledge_areas/:id',
    { config: staff, schema: { tags, summary: 'Deletes a knowledge area', params, response: noContent } },
    async (request, reply) => {
      await deleteKnowledgeArea({ db, actor: requireActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/questions',
    {
      schema: {
        tags,
        summary: 'The question bank',
        querystring: questionListQuerySchema,
        response: { 200: z.array(questionSchema) },
      },
    },
    async (request) =>
      listQuestions({
        db,
        knowledgeAreaId: request.query.knowledge_area_id,
        templateId: request.query.template_id,
      }),
  );
  app.post(
    '/api/questions',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Adds a question',
        body: questionInputSchema,
        response: { 201: questionSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addQuestion({ db, actor: requireActor(request), input: request.body })),
  );
  app.post(
    '/api/questions/batch',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Adds several questions',
        body: questionBatchSchema,
        response: { 201: z.array(questionSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addQuestionBatch({ db, actor: requireActor(request), input: request.body })),
  );
  app.put(
    '/api/questions/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Edits a question or toggles "requested"',
        params,
        body: questionUpdateSchema,
        response: { 200: questionSchema },
      },
    },
    async (request) =>
      updateQuestion({ db, actor: requireActor(request), id: request.params.id, input: request.body }),
  );
  app.delete(
    '/api/questions/:id',
    { config: staff, schema: { tags, summary: 'Deletes a question', params, response: noContent } },
    async (request, reply) => {
      await deleteQuestion({ db, actor: requireActor(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
}
