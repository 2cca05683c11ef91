import { describe, expect, it } from 'vitest';
import { createRateLimiter, type LimiterClock } from './rate-limiter';

/** A clock that only moves when someone sleeps on it. */
function createFakeClock(): LimiterClock & { sleeps: number[] } {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
  };
}

function maxInAnyWindow(times: readonly number[], windowMs: number): number {
  return Math.max(
    ...times.map((start) => times.filter((time) => time >= start && time < start + windowMs).length),
  );
}

describe('createRateLimiter', () => {
  it('never lets more than the limit start in any 60 s window, even when callers race', async () => {
    const clock = createFakeClock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, clock });
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 23 }, async () => {
        await limiter.acquire();
        started.push(clock.now());
      }),
    );
    expect(started).toHaveLength(23);
    expect(maxInAnyWindow(started, 60_000)).toBe(5);
  });

  it('lets the first requests through at once and the next one exactly when the oldest leaves the window', async () => {
    const clock = createFakeClock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, clock });
    const start = clock.now();
    for (let index = 0; index < 3; index++) await limiter.acquire();
    expect(clock.now()).toBe(start);
    await clock.sleep(10_000);
    await limiter.acquire();
    expect(clock.now() - start).toBe(60_000);
  });

  it('rejects a limit that is not a positive whole number', () => {
    expect(() => createRateLimiter({ limit: 0 })).toThrow(RangeError);
  });
});
