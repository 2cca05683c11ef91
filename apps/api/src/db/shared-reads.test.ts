import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSharedReadReset, sharedRead } from './shared-reads';

/** A read that counts its runs and ends when told to. */
function controlledRead() {
  const state = { runs: 0, finish: [] as ((value: number) => void)[] };
  const read = () =>
    new Promise<number>((resolve) => {
      state.runs++;
      state.finish.push(resolve);
    });
  return { state, read };
}

describe('sharedRead', () => {
  it('gives concurrent callers of the same key one run and its answer', async () => {
    const db = {};
    const { state, read } = controlledRead();
    const first = sharedRead(db, 'k', read);
    const second = sharedRead(db, 'k', read);
    expect(state.runs).toBe(1);
    state.finish[0]?.(42);
    await expect(Promise.all([first, second])).resolves.toEqual([42, 42]);
  });

  it('keeps nothing once a run ends, and keeps keys and databases apart', async () => {
    const db = {};
    const { state, read } = controlledRead();
    const first = sharedRead(db, 'k', read);
    state.finish[0]?.(1);
    await first;
    const other = sharedRead(db, 'other', read);
    const otherDb = sharedRead({}, 'k', read);
    const again = sharedRead(db, 'k', read);
    expect(state.runs).toBe(4);
    for (const finish of state.finish.slice(1)) finish(2);
    await expect(Promise.all([other, otherDb, again])).resolves.toEqual([2, 2, 2]);
  });

  it('passes a failure to every caller of the run and runs afresh next time', async () => {
    const db = {};
    let runs = 0;
    const failing = () => {
      runs++;
      return Promise.reject(new Error('database gone'));
    };
    const results = await Promise.allSettled([sharedRead(db, 'k', failing), sharedRead(db, 'k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    await expect(sharedRead(db, 'k', failing)).rejects.toThrow('database gone');
    expect(runs).toBe(2);
  });

  it('does not let a caller join a run that started before a write request of this process answered', async () => {
    const app = Fastify();
    registerSharedReadReset(app);
    app.get('/read', async () => 'ok');
    app.post('/write', async () => 'ok');
    const db = {};
    const { state, read } = controlledRead();
    const before = sharedRead(db, 'k', read);
    await app.inject({ method: 'GET', url: '/read' });
    const afterRead = sharedRead(db, 'k', read);
    expect(state.runs).toBe(1);
    await app.inject({ method: 'POST', url: '/write' });
    const afterWrite = sharedRead(db, 'k', read);
    expect(state.runs).toBe(2);
    state.finish[0]?.(1);
    state.finish[1]?.(2);
    await expect(Promise.all([before, afterRead, afterWrite])).resolves.toEqual([1, 1, 2]);
    await app.close();
  });
});
