import {
  candidateDetailSchema,
  candidateListQuerySchema,
  candidatePageSchema,
  candidateUpdateSchema,
} from '@interview-hub/contracts/candidates';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { toCandidateDetailDto } from './candidate-dto';
import { getCandidate } from './get-candidate';
import { listCandidates } from './list-candidates';
import { updateCandidate } from './update-candidate';

const params = recordIdParamsSchema;
const tags = ['candidates'];

/** Candidates: staff read and edit all; an interviewer reads those of their own interviews (404 for others). */
export function candidatesRoutes(app: AppInstance, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/candidates',
    {
      schema: {
        tags,
        summary: 'Lists candidates',
        querystring: candidateListQuerySchema,
        response: { 200: candidatePageSchema },
      },
    },
    async (request) => listCandidates({ db, actor: requireActor(request), query: request.query }),
  );

  app.get(
    '/api/candidates/:id',
    {
      schema: { tags, summary: 'One candidate with notes', params, response: { 200: candidateDetailSchema } },
    },
    async (request) =>
      toCandidateDetailDto(await getCandidate({ db, actor: requireActor(request), id: request.params.id })),
  );

  app.put(
    '/api/candidates/:id',
    {
      config: { roles: permissionRoles['candidates.edit'] },
      schema: {
        tags,
        summary: 'Edits a candidate',
        params,
        body: candidateUpdateSchema,
        response: { 200: candidateDetailSchema },
      },
    },
    async (request) =>
      toCandidateDetailDto(
        await updateCandidate({
          db,
          actor: requireActor(request),
          id: request.params.id,
          input: request.body,
        }),
      ),
  );
}
