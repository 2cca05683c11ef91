import * as oidc from 'openid-client';
import { z } from 'zod';
import type { SignInClient } from '../../auth/oidc/sign-in-client';
import { signInWithProvider } from '../../auth/oidc/sign-in-with-provider';
import { createSession } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';

const FLOW_COOKIE = 'ih_sign_in';
const FLOW_COOKIE_PATH = '/api/auth/google';
const flowSchema = z.object({ verifier: z.string(), state: z.string(), nonce: z.string() });
const redirectResponse = { 302: z.null().describe('Redirect') };

/**
 * "Sign in with Google": the authorization-code flow with PKCE, state and nonce kept in a short-lived http-only
 * cookie. Success lands on the client's /auth/callback with a session token; any failure on /login with a reason.
 */
export function googleSignInRoutes(
  app: AppInstance,
  deps: { db: Db; signIn: SignInClient; appUrl: string; jwtSecret: string },
): void {
  const callbackUrl = `${deps.appUrl}/api/auth/google/callback`;
  const secure = deps.appUrl.startsWith('https:');
  const toLogin = (reason: string) => `/login?error=${encodeURIComponent(reason)}`;

  app.get(
    '/api/auth/google/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Starts sign-in with Google', response: redirectResponse },
    },
    async (request, reply) => {
      let configuration: oidc.Configuration;
      try {
        configuration = await deps.signIn.configuration();
      } catch (error) {
        request.log.error({ err: error }, 'sign-in provider unreachable');
        return reply.redirect(toLogin('Sign-in is unavailable right now. Please try again in a minute.'));
      }
      const flow = {
        verifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
      };
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: 600,
        signed: true,
      });
      const parameters: Record<string, string> = {
        redirect_uri: callbackUrl,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      };
      if (deps.signIn.kind === 'google') parameters.prompt = 'select_account';
      if (deps.signIn.hostedDomain) parameters.hd = deps.signIn.hostedDomain;
      return reply.redirect(oidc.buildAuthorizationUrl(configuration, parameters).href);
    },
  );

  app.get(
    '/api/auth/google/callback',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Where Google returns after sign-in',
        querystring: z.record(z.string(), z.string()),
        response: redirectResponse,
      },
    },
    async (request, reply) => {
      const raw = request.cookies[FLOW_COOKIE];
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const flow = unsigned?.valid && unsigned.value ? flowSchema.safeParse(safeJson(unsigned.value)) : null;
      if (request.query.error) return reply.redirect(toLogin('Sign-in was cancelled.'));
      if (!flow?.success) return reply.redirect(toLogin('Your sign-in attempt expired. Please try again.'));

      const currentUrl = new URL(callbackUrl);
      currentUrl.search = new URLSearchParams(request.query).toString();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await deps.signIn.configuration(), currentUrl, {
          pkceCodeVerifier: flow.data.verifier,
          expectedState: flow.data.state,
          expectedNonce: flow.data.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in callback rejected');
        return reply.redirect(toLogin('Sign-in could not be completed. Please try again.'));
      }
      if (!claims) return reply.redirect(toLogin('Sign-in could not be completed. Please try again.'));

      const outcome = await signInWithProvider({
        db: deps.db,
        identity: {
          sub: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
          hostedDomain: typeof claims.hd === 'string' ? claims.hd : undefined,
        },
        persistSubject: deps.signIn.persistSubject,
        requiredHostedDomain: deps.signIn.hostedDomain,
      });
      if (!outcome.ok) return reply.redirect(toLogin(outcome.reason));
      const { token } = await createSession({
        db: deps.db,
        jwtSecret: deps.jwtSecret,
        user: outcome.user,
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
      });
      return reply.redirect(`/auth/callback?token=${encodeURIComponent(token)}`);
    },
  );
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
