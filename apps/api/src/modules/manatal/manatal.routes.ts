import {
  candidateImportResultSchema,
  candidateImportSchema,
  syncQuerySchema,
  syncResultSchema,
} from '@interview-hub/contracts/manatal';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import { importCandidate } from '../../integrations/manatal/import-candidate';
import type { ManatalClient } from '../../integrations/manatal/manatal-client';
import {
  type SyncResult,
  syncCandidates,
  syncClients,
  syncJobs,
} from '../../integrations/manatal/sync-manatal';
import { AppError } from '../../lib/app-error';
import type { AppInstance } from '../../lib/fastify-types';
import { toCandidateDetailDto } from '../candidates/candidate-dto';
import { getCandidate } from '../candidates/get-candidate';

const tags = ['manatal'];

/** A sync that Manatal broke off half-way answers 502 with what was written before it stopped. */
function answer(result: SyncResult): SyncResult {
  if (result.status === 'failed')
    throw new AppError('UPSTREAM_FAILED', result.error ?? 'Manatal sync failed', result);
  return result;
}

export function manatalRoutes(app: AppInstance, deps: { db: Db; manatal: ManatalClient | null }): void {
  const { db } = deps;
  const manatal = () => {
    if (!deps.manatal)
      throw new AppError('UNAVAILABLE', 'Manatal is not configured on this server (MANATAL_API_TOKEN)');
    return deps.manatal;
  };
  const syncSchema = (summary: string) => ({
    tags,
    summary,
    querystring: syncQuerySchema,
    response: { 200: syncResultSchema },
  });

  app.post(
    '/api/candidates/import/manatal',
    {
      config: { roles: permissionRoles['manatal.import'] },
      schema: {
        tags,
        summary: 'Imports or refreshes one candidate',
        body: candidateImportSchema,
        response: { 200: candidateImportResultSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const result = await importCandidate({ db, manatal: manatal(), manatalId: request.body.manatal_id });
      return {
        candidate: toCandidateDetailDto(await getCandidate({ db, actor, id: result.id })),
        created: result.created,
        updated: result.updated,
      };
    },
  );

  app.post(
    '/api/sync/candidates/manual',
    {
      config: { roles: permissionRoles['manatal.syncCandidates'] },
      schema: syncSchema('Syncs candidates (admins)'),
    },
    async (request) => answer(await syncCandidates({ db, manatal: manatal(), full: request.query.full })),
  );
  app.post(
    '/api/clients/sync/manatal',
    { config: { roles: permissionRoles['manatal.syncRecords'] }, schema: syncSchema('Syncs clients') },
    async (request) => answer(await syncClients({ db, manatal: manatal(), full: request.query.full })),
  );
  app.post(
    '/api/jobs/sync/manatal',
    {
      config: { roles: permissionRoles['manatal.syncRecords'] },
      schema: syncSchema('Syncs positions (and their clients)'),
    },
    async (request) => answer(await syncJobs({ db, manatal: manatal(), full: request.query.full })),
  );
}
