import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorReplyProblem, replyProblem, responseSchemas, routeKey } from './response-schemas';

const featuresDir = join(import.meta.dirname, '../src/features');

/** "METHOD /path" of every JSON call the client's fetchers make (`apiRequest` in each feature's api/). */
function calledRoutes(): string[] {
  const keys = new Set<string>();
  for (const feature of readdirSync(featuresDir)) {
    let files: string[] = [];
    try {
      files = readdirSync(join(featuresDir, feature, 'api'));
    } catch {
      continue;
    }
    for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(join(featuresDir, feature, 'api', file), 'utf8');
      for (const call of source.matchAll(
        /apiRequest(?:<[^(]*>)?\(\s*(['`])(\/api\/[^'`]*)\1(?:,\s*\{([^}]*)\})?/g,
      )) {
        const path = (call[2] ?? '').replace(/\$\{[^}]+\}/g, '1');
        const method = /method:\s*'([A-Z]+)'/.exec(call[3] ?? '')?.[1] ?? 'GET';
        keys.add(routeKey(method, path));
      }
    }
  }
  return [...keys].sort();
}

describe('the response schemas the component tests check stubbed replies against', () => {
  it('cover every JSON call of the client, so no endpoint can be stubbed unchecked', () => {
    const called = calledRoutes();

    expect(called.length).toBeGreaterThan(40);
    expect(called.filter((key) => !(key in responseSchemas))).toEqual([]);
  });

  it('refuse a reply of the wrong shape and a route with no schema', () => {
    expect(replyProblem('GET /api/clients/:id', { id: 1, name: 'Acme' })).toMatch(
      /not what the server sends/,
    );
    expect(replyProblem('GET /api/nowhere', {})).toMatch(/no response schema/);
    expect(replyProblem('DELETE /api/questions/:id', undefined)).toBeNull();
  });

  it("refuse an error reply that is not the server's one error shape, but let a proxy's page through", () => {
    const key = 'GET /api/clients/:id';
    const error = JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Client not found' } });
    expect(errorReplyProblem(key, 404, error)).toBeNull();
    expect(errorReplyProblem(key, 404, JSON.stringify({ message: 'Client not found' }))).toMatch(
      /not the server's error shape/,
    );
    expect(errorReplyProblem(key, 400, 'Bad Request')).toMatch(/not JSON/);
    expect(errorReplyProblem(key, 502, '<html>Bad Gateway</html>')).toBeNull();
    expect(errorReplyProblem(key, 500, '')).toBeNull();
  });
});
