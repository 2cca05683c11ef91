import type { FakeAnswer } from './fake-manatal-routes';

/** Where a simulated 429 states its wait: Manatal's body text, a Retry-After header, or both. */
export type RateLimitHint = 'both' | 'body' | 'header';

type QueuedFault =
  | { kind: 'fail'; status: number }
  | { kind: 'rate_limit'; seconds: number; hint: RateLimitHint }
  | { kind: 'malformed' }
  | { kind: 'redirect'; location: string };

/**
 * Switches tests flip at run time. Answer faults (fail, rate limit, malformed, redirect) are queued in the
 * order they were set and each replaces the answer to one request; slow responses delay the next requests
 * independently of what they answer.
 */
export type FakeManatalFaults = {
  /** The next `n` requests answer `status` (default 500) with Django's HTML error page. */
  failNext(n?: number, status?: number): void;
  /** The next `n` requests wait `ms` before answering (past a client's timeout, it gives up). */
  slowNext(n: number, ms: number): void;
  /** The next `n` requests answer 200 with a cut-off JSON body. */
  malformedNext(n?: number): void;
  /** The next `n` requests answer 429 with `{"detail":"Request was throttled. Expected available in N seconds."}`. */
  rateLimitNext(n?: number, retryAfterSeconds?: number, hint?: RateLimitHint): void;
  /** The next `n` requests answer 302 to `location`. */
  redirectNext(n?: number, location?: string): void;
  /** Clears every queued fault. */
  reset(): void;
};

export type FaultState = FakeManatalFaults & {
  /** Takes the delay for this request (0 when none is queued). */
  takeDelay(): number;
  /** Takes the queued answer fault for this request, if any. */
  takeAnswer(): RawAnswer | undefined;
};

/** An answer whose body is already text (malformed JSON, HTML error pages). */
export type RawAnswer = { status: number; text: string; headers: Record<string, string> };

export function throttledAnswer(seconds: number, hint: RateLimitHint = 'both'): RawAnswer {
  const detail =
    hint === 'header'
      ? 'Request was throttled.'
      : `Request was throttled. Expected available in ${seconds} seconds.`;
  return {
    status: 429,
    text: JSON.stringify({ detail }),
    headers: {
      'content-type': 'application/json',
      ...(hint === 'body' ? {} : { 'retry-after': String(seconds) }),
    },
  };
}

export function jsonAnswer(answer: FakeAnswer): RawAnswer {
  const isJson = answer.status !== 301 && answer.status !== 302;
  return {
    status: answer.status,
    text: isJson ? JSON.stringify(answer.body) : '',
    headers: { ...(isJson ? { 'content-type': 'application/json' } : {}), ...answer.headers },
  };
}

function toAnswer(fault: QueuedFault): RawAnswer {
  switch (fault.kind) {
    case 'fail':
      return {
        status: fault.status,
        text: `<h1>Server Error (${fault.status})</h1>`,
        headers: { 'content-type': 'text/html' },
      };
    case 'rate_limit':
      return throttledAnswer(fault.seconds, fault.hint);
    case 'malformed':
      return { status: 200, text: '{"count": 3, "next": null, "results": [{"id": 1, "full_na', headers: {} };
    case 'redirect':
      return { status: 302, text: '', headers: { location: fault.location } };
  }
}

export function createFaultState(): FaultState {
  const answers: QueuedFault[] = [];
  const delays: number[] = [];
  const queue = (n: number, fault: QueuedFault) => {
    for (let index = 0; index < n; index++) answers.push(fault);
  };
  return {
    failNext: (n = 1, status = 500) => queue(n, { kind: 'fail', status }),
    slowNext: (n, ms) => {
      for (let index = 0; index < n; index++) delays.push(ms);
    },
    malformedNext: (n = 1) => queue(n, { kind: 'malformed' }),
    rateLimitNext: (n = 1, seconds = 1, hint = 'both') => queue(n, { kind: 'rate_limit', seconds, hint }),
    redirectNext: (n = 1, location = 'https://elsewhere.example.com/login/') =>
      queue(n, { kind: 'redirect', location }),
    reset: () => {
      answers.length = 0;
      delays.length = 0;
    },
    takeDelay: () => delays.shift() ?? 0,
    takeAnswer: () => {
      const fault = answers.shift();
      return fault && toAnswer(fault);
    },
  };
}
