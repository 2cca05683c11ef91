import type { AppInstance } from '../../lib/fastify-types';

/** Work started by a request that its answer does not wait for, per app (so closing it can wait for the rest). */
const pendingByApp = new WeakMap<AppInstance, Set<Promise<void>>>();

/**
 * Returns a function that runs work after the answer: its time then cannot tell the caller anything (a reset
 * request for a known address mails a link; for an unknown one it does nothing). Failures are logged; closing
 * the app waits for work still running.
 */
export function afterAnswerRunner(app: AppInstance): (what: string, work: () => Promise<void>) => void {
  const pending = new Set<Promise<void>>();
  pendingByApp.set(app, pending);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (what, work) => {
    const running: Promise<void> = work()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}

/** Resolves when the work the app's requests started after their answers has ended (tests wait on it). */
export async function afterAnswerWorkSettled(app: AppInstance): Promise<void> {
  const pending = pendingByApp.get(app);
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
}
