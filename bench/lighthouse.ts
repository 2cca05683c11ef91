import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { copyDataDir, mintAdminToken, pgliteTemplateDir, writeResult } from './lib/bench-data';
import { type Server, startApi } from './lib/servers';

export type LighthouseReport = {
  formFactor: 'mobile';
  pages: {
    path: string;
    performance: number;
    accessibility: number;
    firstContentfulPaintMs: number;
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
  }[];
};

const CHROMIUM = '/usr/bin/chromium';
const paths = ['/', '/login', '/interviews'];
/** When set, each page's full Lighthouse report is written there as JSON, to read its diagnostics. */
const reportsDir = process.env.LIGHTHOUSE_REPORTS_DIR;

/** Trace-recording failures, not properties of the page: on a busy machine Chromium sometimes drops the navigation start. */
const retriedErrors = new Set(['NO_NAVSTART', 'NO_FCP']);

/** One Lighthouse run of `url`, tried again (up to three times) when the trace itself could not be recorded. */
async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    const error = result?.lhr.runtimeError;
    if (!error) return result;
    if (attempt >= 3 || !retriedErrors.has(error.code))
      throw new Error(`Lighthouse on ${url}: ${error.message}`);
  }
}

/**
 * Lighthouse 12.8.2 (default mobile settings: simulated slow 4G and 4× CPU slowdown) on Debian's Chromium,
 * launched through chrome-launcher with CHROME_PATH (nothing is downloaded), against the built server on the
 * generated PGlite data set. /interviews is signed in: the token is put in the profile's localStorage first
 * and Lighthouse is told to keep storage.
 */
export async function runLighthouseBench(scale = 1): Promise<LighthouseReport> {
  process.env.CHROME_PATH = CHROMIUM;
  const dataDir = copyDataDir(pgliteTemplateDir(scale), 'pglite-lighthouse');
  const token = await mintAdminToken({ kind: 'pglite', dataDir });
  const api: Server = await startApi({ kind: 'pglite', dataDir });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    // Signed out for / and /login, signed in for /interviews: the token goes into localStorage in between.
    const visit = async (path: string, setToken: boolean) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${api.url}/login`);
      await page.evaluate(
        (value) => (value ? localStorage.setItem('token', value) : localStorage.clear()),
        setToken ? token : '',
      );
      // One visit first, so the score does not pay for the server's or the disk cache's first request.
      await page.goto(`${api.url}${path}`, { waitUntil: 'networkidle0' });
      await page.close();
      await browser.disconnect();
    };
    const pages: LighthouseReport['pages'] = [];
    for (const path of paths) {
      await visit(path, path === '/interviews');
      const result = await runLighthouse(`${api.url}${path}`, chrome.port);
      if (reportsDir && result) {
        mkdirSync(reportsDir, { recursive: true });
        const name = path === '/' ? 'root' : path.slice(1).replaceAll('/', '-');
        writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(result.lhr));
      }
      const categories = result?.lhr.categories;
      const audit = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? 0);
      pages.push({
        path,
        performance: categories?.performance?.score ?? 0,
        accessibility: categories?.accessibility?.score ?? 0,
        firstContentfulPaintMs: audit('first-contentful-paint'),
        largestContentfulPaintMs: audit('largest-contentful-paint'),
        totalBlockingTimeMs: audit('total-blocking-time'),
        cumulativeLayoutShift: result?.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      });
    }
    return { formFactor: 'mobile', pages };
  } finally {
    chrome.kill();
    await api.child.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = await runLighthouseBench();
  writeResult('lighthouse', report);
  for (const p of report.pages) {
    console.log(
      `${p.path}: performance ${p.performance.toFixed(2)}, accessibility ${p.accessibility.toFixed(2)}`,
      p,
    );
  }
}
