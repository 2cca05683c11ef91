import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { copyDataDir, mintAdminToken, pgliteTemplateDir, writeResult } from './lib/bench-data';
import { type Server, startApi } from './lib/servers';
import { round } from './lib/stats';

export type BundleFigures = { path: string; files: number; rawKb: number; gzipKb: number; targetKb: number };
export type ResponsivenessFigures = {
  totalInterviews: number;
  firstRowsMs: number;
  rowsInDom: number;
  nextPageMs: number;
  rowsPerPage100Ms: number | null;
  rowsInDomAt100: number | null;
  longestTaskMs: number;
  longTasks: number;
};
export type ClientReport = { bundles: BundleFigures[]; interviews: ResponsivenessFigures };

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

/** Long tasks (> 50 ms on the main thread) seen since the page started, collected by an init script. */
const collectLongTasks = () => {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function openPage(browser: Browser, baseUrl: string, token: string | null) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState: token
      ? { cookies: [], origins: [{ origin: baseUrl, localStorage: [{ name: 'token', value: token }] }] }
      : undefined,
  });
  const page = await context.newPage();
  await page.addInitScript(collectLongTasks);
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || response.url().endsWith('.js')) scripts.set(response.url(), response.body());
  });
  return { context, page, scripts };
}

/** Every JavaScript file a visit to `path` loads, as served and gzipped (level 9, as a static host would). */
async function measureBundle(
  browser: Browser,
  baseUrl: string,
  path: string,
  token: string | null,
  targetKb: number,
) {
  const { context, page, scripts } = await openPage(browser, baseUrl, token);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (token) await page.locator('tbody tr').first().waitFor();
  const bodies = await Promise.all(scripts.values());
  await context.close();
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { path, files: bodies.length, rawKb: round(raw / 1024), gzipKb: round(gzip / 1024), targetKb };
}

const firstRowText = (page: Page) => page.locator('tbody tr').first().innerText();

/** Interviews screen on the full data set: how fast rows appear and pages turn, and how many rows the DOM holds. */
async function measureInterviews(
  browser: Browser,
  baseUrl: string,
  token: string,
): Promise<ResponsivenessFigures> {
  const { context, page } = await openPage(browser, baseUrl, token);
  let started = performance.now();
  await page.goto('/interviews');
  await page.locator('tbody tr').first().waitFor();
  const firstRowsMs = performance.now() - started;
  const rowsInDom = await page.locator('tbody tr').count();
  const totalInterviews = await page.evaluate(async () => {
    const response = await fetch('/api/interviews?limit=1', {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return ((await response.json()) as { meta: { total: number } }).meta.total;
  });

  const before = await firstRowText(page);
  started = performance.now();
  await page.getByRole('button', { name: '2', exact: true }).click();
  await page.waitForFunction((text) => document.querySelector('tbody tr')?.textContent !== text, before);
  const nextPageMs = performance.now() - started;

  let rowsPerPage100Ms: number | null = null;
  let rowsInDomAt100: number | null = null;
  try {
    await page.getByRole('button', { name: '20', exact: true }).click({ timeout: 3_000 });
    started = performance.now();
    await page.getByRole('menuitem', { name: '100' }).click({ timeout: 3_000 });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 100, undefined, {
      timeout: 10_000,
    });
    rowsPerPage100Ms = performance.now() - started;
    rowsInDomAt100 = await page.locator('tbody tr').count();
  } catch {
    // The rows-per-page control was not found as expected; the other figures stand.
  }
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
  await context.close();
  return {
    totalInterviews,
    firstRowsMs: round(firstRowsMs, 0),
    rowsInDom,
    nextPageMs: round(nextPageMs, 0),
    rowsPerPage100Ms: rowsPerPage100Ms === null ? null : round(rowsPerPage100Ms, 0),
    rowsInDomAt100,
    longestTaskMs: round(Math.max(0, ...tasks), 0),
    longTasks: tasks.length,
  };
}

/** Starts the built server on a copy of the generated PGlite data set and measures the client in Chromium. */
export async function runClientBench(scale = 1): Promise<ClientReport> {
  const dataDir = copyDataDir(pgliteTemplateDir(scale), 'pglite-client');
  const token = await mintAdminToken({ kind: 'pglite', dataDir });
  const api: Server = await startApi({ kind: 'pglite', dataDir });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  try {
    const bundles = [
      await measureBundle(browser, api.url, '/', null, 150),
      await measureBundle(browser, api.url, '/login', null, 150),
      await measureBundle(browser, api.url, '/interviews', token, 300),
    ];
    const interviews = await measureInterviews(browser, api.url, token);
    return { bundles, interviews };
  } finally {
    await browser.close();
    await api.child.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runClientBench();
  writeResult('client', report);
  for (const b of report.bundles) {
    console.log(
      `${b.path}: ${b.files} JS files, ${b.rawKb} KB raw, ${b.gzipKb} KB gzipped (target ≤ ${b.targetKb} KB)`,
    );
  }
  console.log(report.interviews);
}
