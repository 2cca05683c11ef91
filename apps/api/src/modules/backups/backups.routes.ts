import { backupListSchema, backupSchema } from '@interview-hub/contracts/backups';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { createBackup } from './create-backup';
import { listBackups, toBackupDto } from './list-backups';

const config = { roles: permissionRoles['backups.manage'] };
const tags = ['backups'];

/** Backups of the embedded database, for admins only (decision record 019). */
export function backupsRoutes(app: AppInstance, deps: { database: Database; config: Config }): void {
  const { database } = deps;
  const { dataDir, backup } = deps.config;

  app.get(
    '/api/admin/backups',
    {
      config,
      schema: { tags, summary: 'Lists the embedded database’s backups', response: { 200: backupListSchema } },
    },
    async () => listBackups({ database, dataDir, keep: backup.keep }),
  );

  app.post(
    '/api/admin/backups',
    {
      config,
      schema: {
        tags,
        summary: 'Backs the embedded database up now (422 on PostgreSQL: use pg_dump)',
        response: { 201: backupSchema },
      },
    },
    async (request, reply) => {
      const file = await createBackup({ database, dataDir, keep: backup.keep, log: request.log });
      return reply.status(201).send(toBackupDto(file));
    },
  );
}
