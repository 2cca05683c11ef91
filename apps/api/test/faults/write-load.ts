import type { Db } from '../../src/db/client';
import { createBookingParties } from '../booking-parties';
import { createCandidate } from '../factories';
import { bookableSlots } from './booking-slots';
import { createAdminToken } from './fault-databases';
import { call, keepAliveAgent } from './http-client';

const NOTE_WRITERS = 6;
const BOOKING_WRITERS = 2;
/** No writer sends more than this, whatever the time limit. */
const MAX_WRITES_PER_WRITER = 400;

/** The records the write load works on: a candidate per note writer and booking parties per booking writer. */
export async function prepareWriteLoad(db: Db, jwtSecret: string) {
  const token = await createAdminToken(db, jwtSecret);
  const candidates = [];
  for (let i = 0; i < NOTE_WRITERS; i++) candidates.push(await createCandidate(db));
  const bookers = [];
  for (let i = 0; i < BOOKING_WRITERS; i++) bookers.push(await createBookingParties(db));
  return { token, candidates, bookers };
}
export type WriteLoadRecords = Awaited<ReturnType<typeof prepareWriteLoad>>;

/** Every write the server acknowledged (2xx), and how many it did not. */
export type AcknowledgedWrites = {
  /** Candidate id → the last note counter acknowledged (-1 when none). */
  notes: Map<number, number>;
  bookings: Array<{ id: number; date: string }>;
  failed: number;
};

/**
 * Concurrent writers, each sending its writes one after another until `stop()` resolves or it has sent its
 * maximum: note writers PUT a growing counter into their candidate's notes, booking writers book their
 * interviewer on the next free slot. A writer stops at its first failed write (the server is gone).
 */
export function startWriteLoad(baseUrl: string, records: WriteLoadRecords, stop: Promise<void>) {
  const acknowledged: AcknowledgedWrites = { notes: new Map(), bookings: [], failed: 0 };
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  const agent = keepAliveAgent(NOTE_WRITERS + BOOKING_WRITERS);
  const send = (method: 'PUT' | 'POST', path: string, body: unknown) =>
    call(baseUrl, { method, path, body, token: records.token, agent, timeoutMs: 10_000 }).catch(() => null);

  const noteWriter = async (candidate: WriteLoadRecords['candidates'][number]) => {
    acknowledged.notes.set(candidate.id, -1);
    for (let counter = 0; counter < MAX_WRITES_PER_WRITER && !stopped; counter++) {
      const answer = await send('PUT', `/api/candidates/${candidate.id}`, {
        name: candidate.name,
        notes: `<p>write ${counter}</p>`,
      });
      if (answer?.status !== 200) return void acknowledged.failed++;
      acknowledged.notes.set(candidate.id, counter);
    }
  };
  const bookingWriter = async (parties: WriteLoadRecords['bookers'][number]) => {
    for (const slot of bookableSlots(MAX_WRITES_PER_WRITER)) {
      if (stopped) return;
      const answer = await send('POST', '/api/interviews', {
        interviewer_id: parties.interviewer.id,
        job_id: parties.job.id,
        candidate_id: parties.candidate.id,
        date: slot.toISOString(),
        duration: 30,
        timezone: 'UTC',
      });
      if (answer?.status !== 201) return void acknowledged.failed++;
      acknowledged.bookings.push({
        id: (JSON.parse(answer.body) as { id: number }).id,
        date: slot.toISOString(),
      });
    }
  };
  const done = Promise.all([
    ...records.candidates.map(noteWriter),
    ...records.bookers.map(bookingWriter),
  ]).then(() => {
    agent.destroy();
    return acknowledged;
  });
  return { acknowledged, done };
}

/** The counter a note written by the load holds, or -1. */
export function noteCounter(notes: string | null): number {
  const match = /write (\d+)/.exec(notes ?? '');
  return match ? Number(match[1]) : -1;
}
