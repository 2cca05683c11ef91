import helmet from 'helmet';
import type { AppInstance } from '../lib/fastify-types';

/**
 * Strict headers on every response: no inline scripts, nothing from third parties, no referrer (a sign-in token
 * passes through one URL, see ARCHITECTURE.md §6), and nothing cached but the hashed client assets.
 *
 * Helmet's middleware is built once here and sets its headers on the raw response, as @fastify/helmet does; that
 * plugin builds a new middleware, parsing the policy again, on every request (decision 010).
 */
export async function registerSecurityHeaders(app: AppInstance): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const isHashedAsset = request.url.startsWith('/assets/') && reply.statusCode === 200;
    reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-store');
    return payload;
  });
}
