import { describe, expect, it } from 'vitest';
import { rateLimitWaitMs } from './manatal-http';

describe('rateLimitWaitMs', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');

  it('prefers the wait Manatal states in the 429 body', () => {
    expect(rateLimitWaitMs('Request was throttled. Expected available in 42 seconds.', '5', now)).toBe(
      42_000,
    );
    expect(rateLimitWaitMs('Request was throttled. Expected available in 1 second.', null, now)).toBe(1000);
  });

  it('falls back to Retry-After in seconds or as an HTTP date', () => {
    expect(rateLimitWaitMs('Request was throttled.', '3', now)).toBe(3000);
    expect(rateLimitWaitMs('Request was throttled.', 'Mon, 01 Jun 2026 12:00:09 GMT', now)).toBe(9000);
  });

  it('leaves the wait to backoff when neither says', () => {
    expect(rateLimitWaitMs('Request was throttled.', null, now)).toBeUndefined();
    expect(rateLimitWaitMs('Request was throttled.', 'soon', now)).toBeUndefined();
  });
});
