import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a start further away is waited for in steps. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Whether the moment `start` has come, turning true by itself when it does, so a form opened before the
 * interview can be sent once the interview starts, without a reload.
 */
export function useHasStarted(start: string): boolean {
  const startMs = Date.parse(start);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = startMs - now;
    if (!(left > 0)) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [startMs, now]);
  return now >= startMs;
}
