import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app';
import { type AuthorizationWorld, buildAuthorizationWorld, roles } from './authorization-world';
import { routePermissions } from './route-permissions';

describe('authorization matrix', () => {
  const t = useTestApp();
  let world: AuthorizationWorld;
  beforeAll(async () => {
    world = await buildAuthorizationWorld(t.db, t.config.jwtSecret);
  });

  it('has a row for every route of the OpenAPI document, and no row for a route that is gone', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, object>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(Object.keys(routePermissions).sort());
  });

  for (const [route, cases] of Object.entries(routePermissions)) {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    for (const permission of cases) {
      it(`${route} (${permission.name}) answers each caller as the table says`, async () => {
        const got: Record<string, number> = {};
        for (const role of roles) {
          const { url, body } = await permission.request(world);
          const pattern = url
            .split('?')[0]
            ?.replace(/\/\d{4}-\d{2}(?=\/|$)/g, '/{period}')
            .replace(/\/\d+(?=\/|$)/g, '/{id}');
          expect(pattern).toBe(path);
          const res = await t.app.inject({
            method,
            url,
            headers: await world.headers(role),
            ...(body === undefined ? {} : { payload: body as object }),
          });
          got[role] = res.statusCode;
        }
        expect(got).toEqual(permission.expect);
      });
    }
  }

  it('never sends a position internal notes to an interviewer', async () => {
    const headers = await world.headers('interviewer');
    const list = await t.app.inject({ method: 'GET', url: '/api/jobs?limit=200', headers });
    const one = await t.app.inject({ method: 'GET', url: `/api/jobs/${world.foreign.job.id}`, headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain('internal_notes');
    expect(one.body).not.toContain('internal_notes');
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${world.foreign.job.id}`,
      headers: await world.headers('recruiter'),
    });
    expect(staff.json()).toHaveProperty('internal_notes');
  });
});
