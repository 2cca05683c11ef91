import { healthResponseSchema, readyResponseSchema } from '@interview-hub/contracts/health';
import type { Database } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import type { Drain } from '../../lib/shutdown-drain';

export function healthRoutes(app: AppInstance, deps: { database: Database; drain: Drain }): void {
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
        summary: 'The database answers and the server is not shutting down',
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const unavailable = { status: 'unavailable' as const, database: deps.database.kind };
      // Shutting down: a load balancer stops sending requests here while the ones on their way are answered.
      if (deps.drain.draining) return reply.status(503).send(unavailable);
      try {
        await deps.database.execute('select 1');
        return { status: 'ready' as const, database: deps.database.kind };
      } catch {
        return reply.status(503).send(unavailable);
      }
    },
  );
}
