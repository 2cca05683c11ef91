import {
  type CalendarConnectInput,
  type CalendarFeedResponse,
  calendarAddressHint,
  calendarConnectSchema,
} from '@interview-hub/contracts/calendar-feed';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BusyInterval } from '../../integrations/calendar/busy-intervals';
import { CalendarFetchError } from '../../integrations/calendar/calendar-fetch-error';
import { AppError } from '../../lib/app-error';
import { getInterviewer } from '../interviewers/get-interviewer';
import { agencyTimeZone } from '../settings/agency-settings';
import { calendarAddressBox } from './calendar-address-box';
import { replaceCalendarBusy } from './calendar-busy.repository';
import { findCalendarFeed, saveCalendarFeed } from './calendar-feeds.repository';
import { fetchBusyIntervals } from './fetch-busy-intervals';
import { calendarFeedResponse } from './read-calendar-feed';

/**
 * Connects an interviewer's own calendar (or replaces the one connected): the address is fetched at once under
 * the SSRF rules, and only a calendar that could be read is stored, sealed, with its busy times. A failure
 * answers 422 with the interviewer's words and changes nothing. The audit row holds the hint, never the address.
 */
export async function connectCalendar(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: CalendarConnectInput;
  config: Config;
}): Promise<CalendarFeedResponse> {
  const { db, config } = options;
  const { address } = calendarConnectSchema.parse(options.input);
  const interviewer = await getInterviewer(options);
  const now = new Date();
  const timeZone = interviewer.timezone ?? (await agencyTimeZone(db, config.defaultTimeZone));
  let busy: BusyInterval[];
  try {
    busy = await fetchBusyIntervals({ address, timeZone, now, config });
  } catch (error) {
    if (error instanceof CalendarFetchError) throw new AppError('RULE_BROKEN', error.message);
    throw error;
  }
  const addressHint = calendarAddressHint(address);
  await db.transaction(async (tx) => {
    const before = await findCalendarFeed(tx, interviewer.id);
    const addressSealed = calendarAddressBox(config).seal(address);
    await saveCalendarFeed(tx, { interviewerId: interviewer.id, addressSealed, addressHint, fetchedAt: now });
    await replaceCalendarBusy(tx, interviewer.id, busy);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'interviewer.calendar.connect',
      entity: 'interviewer',
      entityId: interviewer.id,
      before: before ? { address_hint: before.addressHint } : null,
      after: { address_hint: addressHint, busy_count: busy.length },
    });
  });
  return calendarFeedResponse(db, interviewer.id, now);
}
