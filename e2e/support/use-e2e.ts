import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { type CaughtMail, startSmtpSink } from '../../apps/api/test/smtp-sink';
import { launchBrowser, openWatchedPage, type WatchedPage } from './browser';
import { copyServerSetup, mintToken, type RunningServer, startServer } from './start-server';

/** Screenshots of failed journeys land here, one per open page. */
const screenshotDir = join(tmpdir(), 'interview-hub-e2e-screenshots');

export type E2EOptions = {
  /**
   * Seeded users to mint a session for before the server starts. `'admin@example.com#logout'` names a second,
   * separate session of the same user (for a journey that ends its session, so the others keep theirs).
   */
  signInAs?: string[];
  /** Catch the server's e-mail in an SMTP sink on loopback (`e2e.mail`). */
  smtp?: boolean;
};

export type NewPageOptions = {
  /** One of `signInAs`; without it the page starts signed out. */
  as?: string;
  /** Console or page errors this journey expects; every other one fails the test. */
  allowErrors?: RegExp[];
};

export type E2E = {
  readonly baseUrl: string;
  /** The bearer token minted for one of `signInAs`. */
  token: (as: string) => string;
  /** A page in a browser context of its own, watched for page errors and console errors. */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** A request straight to the server, with `Authorization: Bearer <token>` when a token is given. */
  request: (path: string, init?: RequestInit & { token?: string }) => Promise<Response>;
  /** What the server sent, when `smtp: true`; `waitForMail` waits until a message to the address arrives. */
  mail: CaughtMail[];
  waitForMail: (to: string, timeoutMs?: number) => Promise<CaughtMail>;
};

/**
 * One line per test file: its own copy of the run's seeded database, tokens, the built server and Chromium for
 * the file's journeys.
 * Every test fails when one of its pages met an error it did not allow.
 *
 * @example
 * const e2e = useE2E({ signInAs: ['admin@example.com'] });
 * it('shows the interviews', async () => {
 *   const page = await e2e.newPage({ as: 'admin@example.com' });
 *   await page.goto('/interviews');
 * });
 */
export function useE2E(options: E2EOptions = {}): E2E {
  const tokens = new Map<string, string>();
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let open: (WatchedPage & { allowErrors: RegExp[] })[] = [];
  let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
  const mail: CaughtMail[] = [];

  const tokenFor = (as: string) => {
    const token = tokens.get(as);
    if (!token) throw new Error(`useE2E: no session for ${as}; add it to signInAs`);
    return token;
  };

  const running = () => {
    if (!server || !browser)
      throw new Error('useE2E: the server or the browser did not start (see beforeAll)');
    return { server, browser };
  };

  beforeAll(async () => {
    const template = inject('e2eTemplate');
    const setup = copyServerSetup(template);
    try {
      for (const as of options.signInAs ?? []) {
        // The template's sessions of the demo users; a second session of one ('…#logout') is minted here.
        tokens.set(as, template.tokens[as] ?? (await mintToken(setup, as.split('#')[0] ?? as)));
      }
    } catch (error) {
      rmSync(setup.dataDir, { recursive: true, force: true });
      throw error;
    }
    if (options.smtp) sink = await startSmtpSink(mail);
    server = await startServer(setup, sink ? { SMTP_URL: sink.url } : {});
    browser = await launchBrowser();
  });

  afterEach(async ({ task }) => {
    const pages = open;
    open = [];
    const failed = task.result?.state === 'fail';
    if (failed) await reportFailure(task.name, pages, server);
    const unexpected = pages.flatMap(({ errors, allowErrors }) =>
      errors.filter((error) => !allowErrors.some((pattern) => pattern.test(error))),
    );
    await Promise.all(pages.map(({ context }) => context.close()));
    if (!failed && unexpected.length > 0) {
      throw new Error(`The browser reported errors:\n${unexpected.join('\n')}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sink?.close();
  });

  return {
    get baseUrl() {
      return running().server.baseUrl;
    },
    token: tokenFor,
    async newPage({ as, allowErrors = [] } = {}) {
      const { server, browser } = running();
      const watched = await openWatchedPage(browser, {
        baseUrl: server.baseUrl,
        token: as === undefined ? undefined : tokenFor(as),
      });
      open.push({ ...watched, allowErrors });
      return watched.page;
    },
    mail,
    async waitForMail(to, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mail.find((message) => message.to.includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((wait) => setTimeout(wait, 200));
      }
    },
    request(path, { token, headers, ...init } = {}) {
      const allHeaders = new Headers(headers);
      if (token) allHeaders.set('authorization', `Bearer ${token}`);
      return fetch(new URL(path, running().server.baseUrl), { ...init, headers: allHeaders });
    },
  };
}

/** Leaves what helps to see why a journey failed: a screenshot per page, the page errors and the server log. */
async function reportFailure(testName: string, pages: WatchedPage[], server: RunningServer | undefined) {
  mkdirSync(screenshotDir, { recursive: true });
  const lines = [`Journey failed: ${testName}`];
  for (const [index, { page, errors }] of pages.entries()) {
    const file = join(screenshotDir, `${testName.replace(/[^a-z0-9]+/gi, '-')}-${index + 1}.png`);
    const saved = await page.screenshot({ path: file, fullPage: true }).then(
      () => `screenshot ${file}`,
      () => 'no screenshot',
    );
    lines.push(`  page ${index + 1} at ${page.url()}: ${saved}`, ...errors.map((error) => `    ${error}`));
  }
  const log = server?.output().trim().split('\n').slice(-30).join('\n  ') ?? '';
  if (log) lines.push('  last lines of the server output:', `  ${log}`);
  console.error(lines.join('\n'));
}
