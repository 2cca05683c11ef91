import { ManatalError } from './manatal-errors';
import { createRateLimiter, type LimiterClock, type RateLimiter, realClock } from './rate-limiter';

export type ManatalHttpOptions = {
  /** e.g. `https://api.manatal.com/open/v3`; trailing slashes are ignored. */
  baseUrl: string;
  token: string;
  /** Manatal allows 100 requests per 60 s per token; the client never starts more than this per minute. */
  requestsPerMinute?: number;
  /** Per attempt, headers and body included. */
  timeoutMs?: number;
  /** Retries after the first attempt, for 429, 5xx, timeouts and network errors. */
  maxRetries?: number;
  /** A 429 asking us to wait longer than this is reported instead of waited out. */
  maxRateLimitWaitMs?: number;
  fetch?: typeof fetch;
  /** Waits between retries; tests inject one that records the delay and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** The limiter's clock; tests inject a fake one. */
  clock?: LimiterClock;
  /** Jitter source in [0, 1). */
  random?: () => number;
};

export type ManatalHttp = {
  /** The base URL with no trailing slash. */
  baseUrl: string;
  /** GETs one URL and returns its parsed JSON body, retrying what is worth retrying. */
  getJson(url: URL): Promise<unknown>;
};

type Attempt = { ok: true; body: unknown } | { ok: false; error: ManatalError; waitMs: number | undefined };

const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 8_000;

/** The transport under the Manatal client: auth header, limiter, timeout, retries, error mapping. */
export function createManatalHttp(options: ManatalHttpOptions): ManatalHttp {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRetries = options.maxRetries ?? 4;
  const maxRateLimitWaitMs = options.maxRateLimitWaitMs ?? 120_000;
  const fetchImpl = options.fetch ?? fetch;
  const clock = options.clock ?? realClock;
  const sleep = options.sleep ?? clock.sleep;
  const random = options.random ?? Math.random;
  const limiter: RateLimiter = createRateLimiter({ limit: options.requestsPerMinute ?? 100, clock });
  const headers = { Authorization: `Token ${options.token}`, Accept: 'application/json' };

  /** Exponential backoff with equal jitter: half the step for sure, the other half at random. */
  const backoff = (retry: number) => {
    const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** retry);
    return Math.round(step / 2 + (random() * step) / 2);
  };

  async function attempt(url: URL): Promise<Attempt> {
    await limiter.acquire();
    const where = describe(url);
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { headers, redirect: 'manual', signal });
      text = await response.text();
    } catch (cause) {
      if (signal.aborted) {
        const error = new ManatalError('timeout', `Manatal did not answer ${where} within ${timeoutMs} ms`, {
          cause,
        });
        return { ok: false, error, waitMs: undefined };
      }
      const error = new ManatalError(
        'upstream',
        `Could not reach Manatal for ${where}: ${messageOf(cause)}`,
        {
          cause,
        },
      );
      return { ok: false, error, waitMs: undefined };
    }
    return interpret(response, text, where);
  }

  function interpret(response: Response, text: string, where: string): Attempt {
    const { status } = response;
    if (status >= 200 && status < 300) return { ok: true, body: parseJson(text, where, status) };
    const detail = detailOf(text);
    if (status === 401 || status === 403)
      throw new ManatalError('auth', 'Manatal token rejected', { status });
    if (status === 404)
      throw new ManatalError('not_found', `Manatal has no ${where} (404 ${detail})`, { status });
    if (status >= 300 && status < 400) {
      const location = response.headers.get('location') ?? 'nowhere';
      throw new ManatalError(
        'upstream',
        `Manatal redirected ${where} to ${location}; redirects are not followed`,
        {
          status,
        },
      );
    }
    if (status === 429) {
      const waitMs = rateLimitWaitMs(detail, response.headers.get('retry-after'));
      const error = new ManatalError('rate_limited', `Manatal rate limit hit on ${where}: ${detail}`, {
        status,
      });
      if (waitMs !== undefined && waitMs > maxRateLimitWaitMs) throw error;
      return { ok: false, error, waitMs };
    }
    const error = new ManatalError('upstream', `Manatal answered ${status} for ${where}: ${detail}`, {
      status,
    });
    if (status >= 500) return { ok: false, error, waitMs: undefined };
    throw error;
  }

  return {
    baseUrl,
    async getJson(url) {
      for (let retry = 0; ; retry++) {
        const result = await attempt(url);
        if (result.ok) return result.body;
        if (retry >= maxRetries) throw result.error;
        await sleep(result.waitMs ?? backoff(retry));
      }
    },
  };
}

function describe(url: URL): string {
  return `GET ${url.pathname}${url.search}`;
}

function parseJson(text: string, where: string, status: number): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ManatalError('invalid_response', `Manatal answered malformed JSON for ${where}`, {
      status,
      cause,
    });
  }
}

/** DRF error bodies are `{"detail": "..."}`; anything else is shown shortened. */
function detailOf(text: string): string {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string')
      return body.detail;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 200) || '(empty body)';
}

/**
 * How long a 429 asks us to wait: the body's "Expected available in N seconds." (what Manatal sends), else a
 * `Retry-After` header in seconds or as an HTTP date, else undefined (the caller backs off).
 */
export function rateLimitWaitMs(
  detail: string,
  retryAfter: string | null,
  now = Date.now(),
): number | undefined {
  const inBody = /available in (\d+(?:\.\d+)?) seconds?/i.exec(detail);
  if (inBody?.[1]) return Math.ceil(Number(inBody[1]) * 1000);
  if (!retryAfter) return undefined;
  if (/^\d+(\.\d+)?$/.test(retryAfter.trim())) return Math.ceil(Number(retryAfter) * 1000);
  const at = Date.parse(retryAfter);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
