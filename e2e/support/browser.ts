import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); Playwright's own browser downloads cannot reach the network here. */
export const chromiumPath = '/usr/bin/chromium';

/**
 * As root on a machine with no network: no sandbox, and none of Chromium's background connections, which the
 * closed network refuses (see .library/env/machines/node-svc.md, "Known to work").
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A page and the errors it met: uncaught exceptions and `console.error` messages, as `kind: text` lines. */
export type WatchedPage = { page: Page; context: BrowserContext; errors: string[] };

/**
 * Opens a page in a context of its own. With a token the context starts signed in: the token sits in
 * localStorage under `token` for the app's origin, as `/auth/callback` leaves it.
 */
export async function openWatchedPage(
  browser: Browser,
  options: { baseUrl: string; token?: string },
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: options.baseUrl,
    storageState: options.token ? signedInState(options.baseUrl, options.token) : undefined,
  });
  // Fail a journey in seconds, not Playwright's 30 s: every screen here answers from loopback.
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  return { page, context, errors };
}

/** The storage of a browser that went through `/auth/callback?token=…`. */
export function signedInState(baseUrl: string, token: string) {
  return {
    cookies: [],
    origins: [{ origin: new URL(baseUrl).origin, localStorage: [{ name: 'token', value: token }] }],
  };
}

/** Signs the page's current origin in (or swaps the session) by writing the token where the client reads it. */
export async function putTokenInLocalStorage(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}
