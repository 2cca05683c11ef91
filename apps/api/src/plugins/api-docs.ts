import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppInstance } from '../lib/fastify-types';

export const API_DOCS_PREFIX = '/api/docs';

/** The OpenAPI document, generated from the routes' zod schemas, and its UI at /api/docs. */
export async function registerApiDocs(app: AppInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Interview Hub API',
        description:
          'Interviews, feedback, records and Manatal sync. Authenticate with a bearer session token.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, staticCSP: false });
}
