import { userSchema } from '@interview-hub/contracts/users';
import { z } from 'zod';
import { requireActor } from '../../auth/authenticate';
import { revokeSession } from '../../auth/sessions.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AppInstance } from '../../lib/fastify-types';
import { toUserDto } from '../users/user-dto';
import { findUserById } from '../users/users.repository';

export function authRoutes(app: AppInstance, deps: { db: Db }): void {
  app.get(
    '/api/auth/profile',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const user = await findUserById(deps.db, actor.id);
      if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue');
      return toUserDto(user);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ends the current session',
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await revokeSession(deps.db, requireActor(request).sessionId);
      return { ok: true as const };
    },
  );
}
