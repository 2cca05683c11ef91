import { healthResponseSchema, readyResponseSchema } from '@interview-hub/contracts/health';
import type { Database } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';

export function healthRoutes(app: AppInstance, deps: { database: Database }): void {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthResponseSchema } },
    },
    async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      try {
        await deps.database.execute('select 1');
        return { status: 'ready' as const, database: deps.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, database: deps.database.kind });
      }
    },
  );
}
