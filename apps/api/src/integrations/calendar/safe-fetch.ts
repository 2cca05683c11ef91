import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type AddressPolicy, calendarUrl, checkAddresses, ipLiteralOf } from './address-policy';
import { CalendarFetchError, calendarFetchMessages } from './calendar-fetch-error';

/** Every address a host name resolves to (all of them are checked, not only the first). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export type CalendarFetchOptions = AddressPolicy & {
  /** The whole fetch (look-ups, redirects, body) must end within this. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  resolve: Resolver;
};

export const calendarFetchDefaults = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
  resolve: systemResolver,
} as const satisfies Omit<CalendarFetchOptions, keyof AddressPolicy>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a calendar from an address a user typed, guarded against server-side request forgery (decision 024):
 * https only (`webcal://` read as https; plain http to loopback outside production), each hop's host resolved
 * and every address checked before connecting to exactly the checked address (a rebinding DNS answer cannot
 * switch it), at most `maxRedirects` redirects, each checked the same way, at most `maxBytes` read, all within
 * `timeoutMs`. Every refusal is a `CalendarFetchError` whose message the interviewer sees.
 */
export async function fetchCalendarText(address: string, options: CalendarFetchOptions): Promise<string> {
  const controller = new AbortController();
  const timeout = new CalendarFetchError(calendarFetchMessages.timeout(options.timeoutMs / 1000));
  let timer: NodeJS.Timeout | undefined;
  // A look-up is not abortable: the race answers on time, and the abort ends any request still open.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(timeout);
    }, options.timeoutMs);
  });
  try {
    return await Promise.race([followRedirects(address, options, controller.signal), timedOut]);
  } catch (error) {
    throw controller.signal.aborted ? timeout : asFetchError(error);
  } finally {
    clearTimeout(timer);
  }
}

async function followRedirects(
  address: string,
  options: CalendarFetchOptions,
  signal: AbortSignal,
): Promise<string> {
  let url = calendarUrl(address);
  for (let redirects = 0; ; redirects += 1) {
    const response = await requestOnce(url, options, signal);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.statusCode ?? 0) || !location)
      return readCalendar(response, options.maxBytes);
    response.resume();
    if (redirects >= options.maxRedirects) {
      throw new CalendarFetchError(calendarFetchMessages.tooManyRedirects(options.maxRedirects));
    }
    url = calendarUrl(new URL(location, url).href);
  }
}

/** One request to one checked address; answers the response once its headers arrived. */
async function requestOnce(url: URL, options: CalendarFetchOptions, signal: AbortSignal) {
  const literal = ipLiteralOf(url);
  const addresses = literal
    ? [{ address: literal, family: literal.includes(':') ? 6 : 4 }]
    : await options.resolve(url.hostname);
  signal.throwIfAborted();
  checkAddresses(
    url,
    addresses.map((a) => a.address),
    options,
  );
  const [first] = addresses;
  if (!first) throw new CalendarFetchError(calendarFetchMessages.notFound);
  // Node calls this instead of DNS when it connects: the address just checked, never a second answer.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [first]);
    else callback(null, first.address, first.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      lookup: pinned,
      agent: false,
      signal,
      headers: {
        accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
        'accept-encoding': 'identity',
        'user-agent': 'InterviewHub-Calendar/1.0',
      },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

/** The body as text, within the size cap, when the answer is a successful iCalendar document. */
async function readCalendar(response: IncomingMessage, maxBytes: number): Promise<string> {
  const status = response.statusCode ?? 0;
  const tooLarge = new CalendarFetchError(calendarFetchMessages.tooLarge(maxBytes / (1024 * 1024)));
  if (status < 200 || status > 299) {
    response.resume();
    throw new CalendarFetchError(calendarFetchMessages.status(status));
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge;
    }
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text))
    throw new CalendarFetchError(calendarFetchMessages.notICalendar);
  return text;
}

/** A network or TLS failure in the interviewer's words; our own refusals pass as they are. */
function asFetchError(error: unknown): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
    return new CalendarFetchError(calendarFetchMessages.notFound);
  }
  if (typeof code === 'string' && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/.test(code)) {
    return new CalendarFetchError(calendarFetchMessages.certificate);
  }
  return new CalendarFetchError(calendarFetchMessages.unreachable);
}
