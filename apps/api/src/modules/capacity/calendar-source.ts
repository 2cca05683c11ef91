import type { Interval } from '@interview-hub/contracts/free-slots';
import type { Db } from '../../db/client';
import type { InterviewerIds } from './capacity.repository';

// TEMPORARY until the calendar-feeds branch lands: no feeds yet.
export async function findCalendarBusy(
  _db: Db,
  _ids: InterviewerIds,
  _from: Date,
  _to: Date,
): Promise<Map<number, Interval[]>> {
  return new Map();
}
export async function findCalendarStates(
  _db: Db,
  _ids: InterviewerIds,
  _now: Date,
): Promise<Map<number, 'ok' | 'stale' | 'failed'>> {
  return new Map();
}
