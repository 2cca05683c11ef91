import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const webDistDir = mkdtempSync(join(tmpdir(), 'ih-web-'));
mkdirSync(join(webDistDir, 'assets'));
writeFileSync(
  join(webDistDir, 'index.html'),
  '<!doctype html><title>Interview Hub</title><div id="root"></div>',
);
writeFileSync(join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');

describe('application skeleton', () => {
  const t = useTestApp({ webDistDir });

  it('answers /api/health while the process runs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers /api/ready when the database is reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.kind });
  });

  it('answers unknown /api paths with a JSON 404 in the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/does-not-exist' } });
  });

  it('serves index.html for client routes so the browser router decides', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/interviews/42' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(res.statusCode).toBe(404);
  });

  it('sends strict security headers on pages and API responses', async () => {
    for (const url of ['/', '/api/health']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/auth/profile']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it("serves the API docs page's own scripts and styles (an @fastify/static upgrade once broke them)", async () => {
    let page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (page.statusCode === 302) {
      page = await t.app.inject({
        method: 'GET',
        url: new URL(String(page.headers.location), 'http://x/api/docs/').pathname,
      });
    }
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"?]+\.(?:js|css))"/g)].map(
      (m) => m[1],
    );
    expect(assets).toEqual(
      expect.arrayContaining(['/api/docs/static/swagger-ui-bundle.js', '/api/docs/static/swagger-ui.css']),
    );
    for (const asset of assets) {
      const res = await t.app.inject({ method: 'GET', url: asset });
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(0);
    }
  });
});
