import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A calendar export written for the tests (`google-export.ics`, `outlook-export.ics`). */
export function calendarFixture(name: string): string {
  return readFileSync(join(import.meta.dirname, '../src/integrations/calendar/fixtures', name), 'utf8');
}

/** A small calendar with one busy hour per start given (UTC), as a feed of today would hold. */
export function calendarWith(starts: readonly Date[]): string {
  const stamp = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const events = starts.flatMap((start, i) => [
    'BEGIN:VEVENT',
    `UID:busy-${i}@calendar.example.test`,
    `DTSTAMP:${stamp(start)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`,
    'SUMMARY:Private appointment',
    'END:VEVENT',
  ]);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Interview Hub tests//EN',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export type IcsServer = {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** What `/cal/<name>` serves; change it between fetches. */
  calendars: Map<string, string>;
  /** How many requests reached the server, by path. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

/**
 * A loopback calendar server (127.0.0.1, a free port) with the shapes a fetch must handle:
 * `/cal/<name>` a calendar (404 when unknown), `/hop/<n>/<name>` n redirects before it,
 * `/redirect?to=<url>` one redirect anywhere, `/slow` headers after 5 s, `/huge` 6 MB without a length,
 * `/huge-declared` a 6 MB Content-Length, `/html` a sign-in page.
 */
export async function startIcsServer(options: { unref?: boolean } = {}): Promise<IcsServer> {
  const calendars = new Map<string, string>();
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const [, kind, first, second] = url.pathname.split('/');
    if (kind === 'cal' && first && calendars.has(first)) {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      res.end(calendars.get(first));
    } else if (kind === 'hop' && first && second) {
      const left = Number(first) - 1;
      redirect(res, left > 0 ? `/hop/${left}/${second}` : `/cal/${second}`);
    } else if (kind === 'redirect') {
      redirect(res, url.searchParams.get('to') ?? '/');
    } else if (kind === 'slow') {
      const timer = setTimeout(() => res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'), 5_000);
      res.on('close', () => clearTimeout(timer));
    } else if (kind === 'huge') {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      const line = `X-PADDING:${'x'.repeat(1_000)}\r\n`;
      for (let i = 0; i < 6_000 && !res.destroyed; i += 1) res.write(line);
      res.end('END:VCALENDAR\r\n');
    } else if (kind === 'huge-declared') {
      res.writeHead(200, { 'content-type': 'text/calendar', 'content-length': String(6 * 1024 * 1024) });
      res.end();
    } else if (kind === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html><body><form>Sign in</form></body></html>');
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  if (options.unref) server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calendars,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}

let shared: Promise<IcsServer> | undefined;

/**
 * One calendar server for a whole test worker (the authorization matrix and the fuzz connect calendars from
 * it); it never keeps the worker alive. Serves `/cal/busy`, a calendar with two busy hours ahead.
 */
export function sharedIcsServer(): Promise<IcsServer> {
  shared ??= startIcsServer({ unref: true }).then((server) => {
    const hour = 3_600_000;
    const inDays = (days: number) => new Date(Math.ceil(Date.now() / hour) * hour + days * 24 * hour);
    server.calendars.set('busy', calendarWith([inDays(1), inDays(2)]));
    return server;
  });
  return shared;
}
