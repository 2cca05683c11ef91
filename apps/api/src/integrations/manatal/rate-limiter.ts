/** Time as the limiter sees it; tests pass a fake clock whose `sleep` moves `now` forward. */
export type LimiterClock = { now(): number; sleep(ms: number): Promise<void> };

export type RateLimiter = {
  /** Resolves when one more request may start without exceeding `limit` in any `windowMs` window. */
  acquire(): Promise<void>;
};

export const realClock: LimiterClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A sliding-window-log limiter: remembers when the last `limit` requests started and lets the next one start
 * only once the oldest of them is `windowMs` old. Callers are served one at a time, in order, so concurrent
 * pages cannot both take the last slot.
 * @example const limiter = createRateLimiter({ limit: 100, windowMs: 60_000 }); await limiter.acquire();
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs?: number;
  clock?: LimiterClock;
}): RateLimiter {
  const { limit, windowMs = 60_000, clock = realClock } = options;
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`Rate limit must be a positive integer, got ${limit}`);
  const started: number[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function takeSlot(): Promise<void> {
    for (;;) {
      const now = clock.now();
      while (started.length > 0 && (started[0] ?? 0) <= now - windowMs) started.shift();
      if (started.length < limit) {
        started.push(now);
        return;
      }
      await clock.sleep((started[0] ?? now) + windowMs - now);
    }
  }

  return {
    acquire() {
      const slot = queue.then(takeSlot);
      queue = slot.catch(() => undefined);
      return slot;
    },
  };
}
