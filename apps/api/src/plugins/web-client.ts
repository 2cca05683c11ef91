import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error';
import type { AppInstance } from '../lib/fastify-types';

/**
 * Serves the built client: hashed assets with a long cache, and index.html for every other non-API path so the
 * client's router decides. Unknown /api paths answer a JSON 404.
 */
export async function registerWebClient(app: AppInstance, webDistDir: string | undefined): Promise<void> {
  const hasClient = webDistDir !== undefined && existsSync(join(webDistDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      wildcard: false,
      cacheControl: false,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !isPage || !hasClient) {
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
    }
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
