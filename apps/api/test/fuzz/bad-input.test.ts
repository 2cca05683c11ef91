import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthorizationWorld, buildAuthorizationWorld } from '../authorization/authorization-world';
import { routePermissions } from '../authorization/route-permissions';
import { useTestApp } from '../test-app';
import { type BadInputCase, badInputCases } from './bad-input-cases';
import { fingerprintDatabase } from './database-fingerprint';
import { type OpenApiDocument, type Operation, operationsOf, routeKey } from './openapi-operations';

/** Routes with nothing to validate that answer every caller (health) or answer with redirects (Google sign-in). */
const skipped = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/auth/google/login',
  'GET /api/auth/google/callback',
]);
/** Fewer cases than this means the generator lost routes or fields, not that the API got smaller. */
const MIN_CASES = 1000;

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/** What is wrong with an answer to a bad request, or null when it is a proper 4xx in the error format. */
function problemWith(answer: Answer, expected: BadInputCase): string | null {
  const { statusCode, body } = answer;
  if (expected.status !== undefined && statusCode !== expected.status)
    return `answered ${statusCode}, expected ${expected.status}`;
  if (statusCode < 400 || statusCode > 499) return `answered ${statusCode}: ${body.slice(0, 200)}`;
  if (/\n\s+at |node_modules|\.[jt]s:\d+/.test(body)) return `leaks a stack trace: ${body.slice(0, 200)}`;
  if (!String(answer.headers['content-type']).startsWith('application/json'))
    return `answered ${String(answer.headers['content-type'])}`;
  const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message)
    return `not in the error format: ${body.slice(0, 200)}`;
  return null;
}

describe('bad input on every route', () => {
  const t = useTestApp();
  let world: AuthorizationWorld;
  let adminToken = '';
  const operations = new Map<string, Operation>();
  const ran = { cases: 0, routes: 0, byStatus: {} as Record<number, number> };
  const started = Date.now();

  beforeAll(async () => {
    world = await buildAuthorizationWorld(t.db, t.config.jwtSecret);
    // One admin session for the whole file, made before any fingerprint.
    adminToken = (await world.headers('admin')).authorization?.replace('Bearer ', '') ?? '';
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
    for (const operation of operationsOf(doc)) operations.set(routeKey(operation), operation);
  });

  afterAll(() => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `bad-input fuzz: ${ran.cases} cases on ${ran.routes} routes in ${seconds} s; answers by status: ${JSON.stringify(ran.byStatus)}`,
    );
  });

  it('has a valid request for every documented route it fuzzes', () => {
    const fuzzed = [...operations.keys()].filter((route) => !skipped.has(route));
    expect(fuzzed.length).toBeGreaterThan(40);
    expect(fuzzed.filter((route) => !routePermissions[route])).toEqual([]);
  });

  for (const route of Object.keys(routePermissions).filter((r) => !skipped.has(r))) {
    it(`${route} refuses every bad input with a 4xx in the error format and changes nothing`, async () => {
      const operation = operations.get(route);
      const [permission] = routePermissions[route] ?? [];
      if (!operation || !permission) throw new Error(`${route} is not documented or has no valid request`);
      const valid = await permission.request(world);
      const cases = badInputCases({
        operation,
        valid,
        // Sign-in answers 401 to everyone (wrong password) without needing a session.
        needsSession: permission.expect.anonymous === 401 && permission.expect.admin !== 401,
        adminToken,
      });
      const before = await fingerprintDatabase(t.database);
      const problems: string[] = [];
      for (const badCase of cases) {
        const authorization =
          badCase.authorization === undefined ? `Bearer ${adminToken}` : badCase.authorization;
        const answer = await t.app.inject({
          method: badCase.method,
          url: badCase.url,
          headers: {
            ...(authorization === null ? {} : { authorization }),
            ...(badCase.contentType ? { 'content-type': badCase.contentType } : {}),
          },
          ...(badCase.payload === undefined ? {} : { payload: badCase.payload }),
        });
        ran.byStatus[answer.statusCode] = (ran.byStatus[answer.statusCode] ?? 0) + 1;
        const problem = problemWith(answer, badCase);
        if (problem) problems.push(`${badCase.name}: ${problem}`);
      }
      const after = await fingerprintDatabase(t.database);
      ran.cases += cases.length;
      ran.routes += 1;
      expect(problems).toEqual([]);
      expect(after).toEqual(before);
    });
  }

  it(`ran more than ${MIN_CASES} cases`, () => {
    expect(ran.routes).toBe(Object.keys(routePermissions).length - skipped.size);
    expect(ran.cases).toBeGreaterThan(MIN_CASES);
  });
});
