import { fileURLToPath } from 'node:url';

/**
 * The built client. This file sits two folders below apps/ both in the source tree (apps/api/src) and in the
 * bundle (apps/api/dist/server.js), so one relative URL serves both.
 */
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
