import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import type { Db } from '../../db/client';
import { listRecentEmails } from '../../integrations/mail/outbox.repository';
import { AppError } from '../../lib/app-error';
import type { AppInstance } from '../../lib/fastify-types';
import { findUserById } from '../user-accounts.repository';
import { renderDevSignInPage } from './dev-oidc-page';
import { listActiveUsers } from './dev-oidc-users.repository';

export const DEV_OIDC_PREFIX = '/dev-oidc';
export const DEV_OIDC_CLIENT_ID = 'interview-hub-dev';
/** How many of the newest e-mails the sign-in page lists. */
const RECENT_EMAILS_SHOWN = 10;

export type DevIssuer = { issuerUrl: string; clientId: string; clientSecret: string };

/**
 * oidc-provider warns that it prefers Node 22 and that its memory adapter is for development only; both are
 * known and fine for this development-only issuer (decision 002), so they are kept out of the logs.
 */
async function withoutKnownWarnings<T>(run: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('oidc-provider WARNING')) return;
    warn(...args);
  };
  try {
    return await run();
  } finally {
    console.warn = warn;
  }
}

type Provider = InstanceType<typeof import('oidc-provider')['default']>;
type StartedIssuer = { provider: Provider; handle: (req: IncomingMessage, res: ServerResponse) => void };
type IssuerOptions = { db: Db; issuerUrl: string; clientSecret: string; secret: string; callbackUrl: string };

/** The issuer itself: oidc-provider with one client (this app), RS256 keys made for this process. */
async function startProvider(options: IssuerOptions): Promise<Provider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return withoutKnownWarnings(async () => {
    const { default: OidcProvider } = await import('oidc-provider');
    return new OidcProvider(options.issuerUrl, {
      clients: [
        {
          client_id: DEV_OIDC_CLIENT_ID,
          client_secret: options.clientSecret,
          redirect_uris: [options.callbackUrl],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [{ ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'dev-oidc' }] },
      cookies: { keys: [createHash('sha256').update(`dev-oidc-cookies:${options.secret}`).digest('hex')] },
      pkce: { required: () => true },
      // Like Google, put the e-mail and name in the ID token itself.
      conformIdTokenClaims: false,
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `${DEV_OIDC_PREFIX}/interaction/${interaction.uid}` },
      async findAccount(_ctx, sub) {
        const id = Number(sub.replace(/^user-/, ''));
        const user = Number.isInteger(id) ? await findUserById(options.db, id) : null;
        if (!user) return undefined;
        return {
          accountId: sub,
          claims: () => ({ sub, email: user.email, email_verified: true, name: user.name }),
        };
      },
      // First-party client: grant the requested scopes without a consent screen.
      async loadExistingGrant(ctx) {
        const grantId =
          ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '');
        if (grantId) return ctx.oidc.provider.Grant.find(grantId);
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client?.clientId,
          accountId: ctx.oidc.session?.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      renderError(ctx, out) {
        ctx.type = 'text/plain; charset=utf-8';
        ctx.body = `Sign-in error: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`;
      },
    });
  });
}

/**
 * A local OpenID Connect issuer that stands in for Google outside production, so the very same
 * authorization-code + PKCE flow runs on a machine without Google credentials. Its page lists the active users.
 * The issuer starts with the first request to it: oidc-provider and its Koa stack took 0.4 s of every start.
 */
export async function mountDevOidcIssuer(
  app: AppInstance,
  options: { db: Db; appUrl: string; secret: string; callbackUrl: string },
): Promise<DevIssuer> {
  const issuerUrl = `${options.appUrl}${DEV_OIDC_PREFIX}`;
  const clientSecret = createHash('sha256').update(`dev-oidc-client:${options.secret}`).digest('hex');
  let starting: Promise<StartedIssuer> | undefined;
  const issuer = (): Promise<StartedIssuer> => {
    // A failed start is tried again by the next request.
    starting ??= startProvider({ ...options, issuerUrl, clientSecret }).then(
      (provider) => ({
        provider,
        handle: provider.callback() as (req: IncomingMessage, res: ServerResponse) => void,
      }),
      (error: unknown) => {
        starting = undefined;
        throw error;
      },
    );
    return starting;
  };

  // Interaction pages: our own routes, with a form body parser.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const hide = { hide: true } as const;
    scope.get(`${DEV_OIDC_PREFIX}/interaction/:uid`, { schema: hide }, async (request, reply) => {
      const { provider } = await issuer();
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const [users, emails] = await Promise.all([
        listActiveUsers(options.db),
        listRecentEmails(options.db, RECENT_EMAILS_SHOWN),
      ]);
      const action = `${DEV_OIDC_PREFIX}/interaction/${details.uid}/login`;
      return reply.type('text/html; charset=utf-8').send(renderDevSignInPage({ action, users, emails }));
    });
    scope.post(`${DEV_OIDC_PREFIX}/interaction/:uid/login`, { schema: hide }, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, string>;
      const user = await findUserById(options.db, Number(body.user_id));
      // A user blocked since the page was shown is refused at the callback, with the reason on /login.
      if (!user) throw new AppError('BAD_REQUEST', 'Choose a user');
      const { provider } = await issuer();
      await provider.interactionDetails(request.raw, reply.raw);
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: `user-${user.id}` } },
        {
          mergeWithLastSubmission: false,
        },
      );
    });
  });

  // Everything else is the issuer itself; it reads its own request bodies, so nothing here may consume them.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.all(`${DEV_OIDC_PREFIX}/*`, { schema: { hide: true } }, async (request, reply) => {
      const { handle } = await issuer();
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(DEV_OIDC_PREFIX.length) || '/';
      handle(raw, reply.raw);
    });
  });

  return { issuerUrl, clientId: DEV_OIDC_CLIENT_ID, clientSecret };
}
