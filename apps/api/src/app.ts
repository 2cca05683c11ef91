import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerAuthentication } from './auth/authenticate';
import { mountDevOidcIssuer } from './auth/oidc/dev-oidc-issuer';
import { createSignInClient, type SignInClient } from './auth/oidc/sign-in-client';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerSharedReadReset } from './db/shared-reads';
import type { ManatalClient } from './integrations/manatal/manatal-client';
import { type JobQueue, queueWithoutWorkers } from './jobs/job-queue';
import { errorHandler } from './lib/error-handler';
import type { AppInstance } from './lib/fastify-types';
import { loggerOptions } from './lib/logger';
import { serializeWithSchema } from './lib/serialize-with-schema';
import { createDrain, type Drain, registerDrain } from './lib/shutdown-drain';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { googleSignInRoutes } from './modules/auth/google-sign-in.routes';
import { availabilityRoutes } from './modules/availability/availability.routes';
import { backupsRoutes } from './modules/backups/backups.routes';
import { calendarFeedsRoutes } from './modules/calendar-feeds/calendar-feeds.routes';
import { calibrationRoutes } from './modules/calibration/calibration.routes';
import { candidatesRoutes } from './modules/candidates/candidates.routes';
import { capacityRoutes } from './modules/capacity/capacity.routes';
import { clientDecisionsRoutes } from './modules/client-decisions/client-decisions.routes';
import { clientsRoutes } from './modules/clients/clients.routes';
import { feedbacksRoutes } from './modules/feedbacks/feedbacks.routes';
import { financeRoutes } from './modules/finance/finance.routes';
import { financeDocumentsRoutes } from './modules/finance/finance-documents.routes';
import { healthRoutes } from './modules/health/health.routes';
import { interviewersRoutes } from './modules/interviewers/interviewers.routes';
import { interviewsRoutes } from './modules/interviews/interviews.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { manatalRoutes } from './modules/manatal/manatal.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { adminUsersRoutes } from './modules/users/admin-users.routes';
import { registerApiDocs } from './plugins/api-docs';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebClient } from './plugins/web-client';

export type AppDeps = {
  config: Config;
  database: Database;
  /** The built client to serve; tests usually leave it out. */
  webDistDir?: string;
  /** The Manatal client; null when Manatal is not configured (its endpoints then answer 503). */
  manatal?: ManatalClient | null;
  /** Background jobs; an instance without workers only writes rows that a worker instance picks up. */
  queue?: JobQueue;
  logger?: FastifyServerOptions['logger'];
  /** A pino logger shared with the job workers; wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Set by the server on SIGTERM (see lib/shutdown-drain). */
  drain?: Drain;
};

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

/** Fastify types these factories for Ajv's JSON schemas; here they build the zod compilers, which get zod schemas. */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializeWithSchema,
} as unknown as CompilersFactory;

/** Builds the whole application without listening, so tests can `inject` requests into it. */
export async function buildApp(deps: AppDeps): Promise<AppInstance> {
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? loggerOptions(deps.config.logLevel) }),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Every route validates and serialises with its zod schemas. Given as the compilers' factories (not set after
    // construction), Fastify never loads its default Ajv and fast-json-stringify compilers: 0.2 s of every start.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();

  app.setErrorHandler(errorHandler);

  const db = deps.database.db;
  await registerSecurityHeaders(app);
  await app.register(cookie, { secret: deps.config.jwtSecret });
  await registerApiDocs(app);
  registerAuthentication(app, { db, jwtSecret: deps.config.jwtSecret });
  registerSharedReadReset(app);

  const drain = deps.drain ?? createDrain();
  registerDrain(app, drain);
  healthRoutes(app, { database: deps.database, drain });
  const queue = deps.queue ?? queueWithoutWorkers;
  const { appUrl, jwtSecret } = deps.config;
  authRoutes(app, { db, queue, jwtSecret, appUrl });
  adminUsersRoutes(app, { db, queue, appUrl });
  backupsRoutes(app, { database: deps.database, config: deps.config });
  settingsRoutes(app, { db, defaultTimeZone: deps.config.defaultTimeZone });
  interviewersRoutes(app, { db, queue, appUrl });
  availabilityRoutes(app, { db, config: deps.config });
  capacityRoutes(app, { db, config: deps.config });
  calendarFeedsRoutes(app, { db, config: deps.config });
  financeRoutes(app, { db, config: deps.config });
  financeDocumentsRoutes(app, { db, config: deps.config });
  analyticsRoutes(app, { db, config: deps.config });
  calibrationRoutes(app, { db, config: deps.config });
  candidatesRoutes(app, { db });
  clientsRoutes(app, { db });
  jobsRoutes(app, { db });
  interviewsRoutes(app, { db, queue, config: deps.config });
  clientDecisionsRoutes(app, { db, config: deps.config });
  templatesRoutes(app, { db });
  feedbacksRoutes(app, { db, queue, config: deps.config });
  manatalRoutes(app, { db, manatal: deps.manatal ?? null });
  const signIn = await signInClient(app, deps);
  googleSignInRoutes(app, { db, signIn, appUrl, jwtSecret });

  await registerWebClient(app, deps.webDistDir);
  return app;
}

/** Google when configured; otherwise (never in production) the development issuer mounted on this server. */
async function signInClient(app: AppInstance, deps: AppDeps): Promise<SignInClient> {
  const { config } = deps;
  if (config.google) {
    return createSignInClient({ kind: 'google', ...config.google });
  }
  if (config.env === 'production') throw new Error('Google sign-in is not configured');
  const issuer = await mountDevOidcIssuer(app, {
    db: deps.database.db,
    appUrl: config.appUrl,
    secret: config.jwtSecret,
    callbackUrl: `${config.appUrl}/api/auth/google/callback`,
  });
  return createSignInClient({ kind: 'dev', ...issuer });
}
