import { pageOf } from '@interview-hub/contracts/pagination';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { userInputSchema, userListQuerySchema, userSchema } from '@interview-hub/contracts/users';
import { z } from 'zod';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { AppInstance } from '../../lib/fastify-types';
import { createUser } from './create-user';
import { getUser, listUsers } from './read-users';
import { sendPasswordResetTo } from './send-password-reset';
import { setUserStatus } from './set-user-status';
import { updateUser } from './update-user';
import { toUserDto } from './user-dto';

const params = recordIdParamsSchema;
const config = { roles: permissionRoles['users.manage'] };
const tags = ['users'];

/** User management, for admins only (403 for everyone else). */
export function adminUsersRoutes(app: AppInstance, deps: { db: Db; queue: JobQueue; appUrl: string }): void {
  const { db } = deps;

  app.get(
    '/api/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Lists users',
        querystring: userListQuerySchema,
        response: { 200: pageOf(userSchema) },
      },
    },
    async (request) => listUsers({ db, query: request.query }),
  );

  app.get(
    '/api/admin/users/:id',
    { config, schema: { tags, summary: 'One user', params, response: { 200: userSchema } } },
    async (request) => getUser({ db, id: request.params.id }),
  );

  app.post(
    '/api/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a user and e-mails an invitation',
        body: userInputSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const user = await createUser({
        db,
        queue: deps.queue,
        appUrl: deps.appUrl,
        actor: requireActor(request),
        input: request.body,
      });
      return reply.status(201).send(toUserDto(user));
    },
  );

  app.put(
    '/api/admin/users/:id',
    {
      config,
      schema: { tags, summary: 'Edits a user', params, body: userInputSchema, response: { 200: userSchema } },
    },
    async (request) =>
      toUserDto(
        await updateUser({ db, actor: requireActor(request), id: request.params.id, input: request.body }),
      ),
  );

  for (const [action, status] of [
    ['block', 'blocked'],
    ['unblock', 'active'],
  ] as const) {
    app.post(
      `/api/admin/users/:id/${action}`,
      {
        config,
        schema: {
          tags,
          summary: `${action === 'block' ? 'Blocks' : 'Unblocks'} a user`,
          params,
          response: { 200: userSchema },
        },
      },
      async (request) =>
        toUserDto(await setUserStatus({ db, actor: requireActor(request), id: request.params.id, status })),
    );
  }

  app.post(
    '/api/admin/users/:id/reset-password',
    {
      config,
      schema: {
        tags,
        summary: 'E-mails the user a password reset link',
        params,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await sendPasswordResetTo({
        db,
        queue: deps.queue,
        appUrl: deps.appUrl,
        userId: request.params.id,
        actorId: requireActor(request).id,
      });
      return { message: 'Password reset email sent successfully' };
    },
  );
}
