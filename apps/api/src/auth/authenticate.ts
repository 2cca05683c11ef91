import type { UserRole } from '@interview-hub/contracts/users';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { AppInstance } from '../lib/fastify-types';
import { API_DOCS_PREFIX } from '../plugins/api-docs';
import type { Actor } from './actor';
import { verifySessionToken } from './jwt';
import { findLiveSessionActor } from './sessions.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anonymous callers. Every other /api route needs a live session. */
    public?: boolean;
    /** Roles allowed on the route; any signed-in role when absent. */
    roles?: readonly UserRole[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._-]+)$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * Checks the bearer token of every /api request against a live session (deny by default). Routes opt out with
 * `config: { public: true }` and narrow roles with `config: { roles: [...] }`.
 */
export function registerAuthentication(app: AppInstance, deps: { db: Db; jwtSecret: string }): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith(API_DOCS_PREFIX) || config.public) return;
    const token = bearerToken(request);
    const claims = token ? await verifySessionToken(deps.jwtSecret, token) : null;
    const actor = claims ? await findLiveSessionActor(deps.db, claims.sessionId, claims.userId) : null;
    if (!actor) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
    if (config.roles && !config.roles.includes(actor.role)) {
      throw new AppError('FORBIDDEN', 'You do not have permission to do this');
    }
    request.actor = actor;
  });
}

/** The signed-in user of a route that is not public. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
  return request.actor;
}
