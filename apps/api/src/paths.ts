import { fileURLToPath } from 'node:url';

/**
 * The built client. This file sits two folders below apps/ both in the source tree (apps/api/src) and in the
 * bundle (apps/api/dist/server.js), so one relative URL serves both.
 */
export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * An empty database cluster that the build makes (`apps/api/build.mjs`): a new embedded data folder starts as a
 * copy of it instead of running PostgreSQL's initdb, which takes about 2.5 s. Built server and source alike look
 * for it in apps/api/dist; without a build, a new folder runs initdb.
 */
export const pgliteClusterTemplate = fileURLToPath(new URL('../../api/dist/pglite-cluster', import.meta.url));
