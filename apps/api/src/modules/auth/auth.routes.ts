import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  okResponseSchema,
  passwordResetRequestSchema,
  setPasswordRequestSchema,
  tokenResponseSchema,
} from '@interview-hub/contracts/auth';
import { userSchema } from '@interview-hub/contracts/users';
import type { FastifyReply } from 'fastify';
import { requireActor } from '../../auth/authenticate';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { AppInstance } from '../../lib/fastify-types';
import { toUserDto } from '../users/user-dto';
import { afterAnswerRunner } from './after-answer';
import { changePassword } from './change-password';
import { loginWithPassword } from './login-with-password';
import { requestPasswordReset } from './request-password-reset';
import { getProfile, logout } from './session-profile';
import { setPasswordWithToken } from './set-password-with-token';

const tags = ['auth'];

/** A limited route's 429 also carries the standard `Retry-After` header with the seconds to wait. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const details = error instanceof AppError && error.code === 'RATE_LIMITED' ? error.details : undefined;
    if (details && typeof details === 'object' && 'retry_after_seconds' in details) {
      reply.header('retry-after', String(details.retry_after_seconds));
    }
    throw error;
  }
}

export function authRoutes(
  app: AppInstance,
  deps: { db: Db; queue: JobQueue; jwtSecret: string; appUrl: string },
): void {
  const { db } = deps;
  const afterAnswer = afterAnswerRunner(app);

  app.get(
    '/api/auth/profile',
    { schema: { tags, summary: 'The signed-in user', response: { 200: userSchema } } },
    async (request) => getProfile({ db, actor: requireActor(request) }),
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Ends the current session', response: { 200: okResponseSchema } } },
    async (request) => {
      await logout({ db, actor: requireActor(request) });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Password sign-in (limited per account and IP)',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        const { token, user } = await loginWithPassword({
          db,
          jwtSecret: deps.jwtSecret,
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return { token, user: toUserDto(user) };
      }),
  );

  app.post(
    '/api/auth/set-password',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sets a password from an invitation or reset link (invalid links limited per IP)',
        body: setPasswordRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        setPasswordWithToken({
          db,
          jwtSecret: deps.jwtSecret,
          token: request.body.token,
          password: request.body.password,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        }),
      ),
  );

  app.post(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: "Changes the caller's password (wrong passwords count like failed sign-ins)",
        body: changePasswordRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, async () => {
        await changePassword({
          db,
          actor: requireActor(request),
          currentPassword: request.body.current_password,
          newPassword: request.body.new_password,
          ip: request.ip,
        });
        return { ok: true as const };
      }),
  );

  app.post(
    '/api/auth/request-password-reset',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'E-mails a reset link (limited per address and IP); answers the same whatever the address',
        body: passwordResetRequestSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestPasswordReset({
        db,
        queue: deps.queue,
        appUrl: deps.appUrl,
        email: request.body.email,
        ip: request.ip,
        afterAnswer,
      });
      return { message: 'If an account exists for this email, a reset link is on its way.' };
    },
  );
}
