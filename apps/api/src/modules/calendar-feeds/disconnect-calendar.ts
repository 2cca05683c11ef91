import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { getInterviewer } from '../interviewers/get-interviewer';
import { deleteCalendarFeed } from './calendar-feeds.repository';

/** Disconnects an interviewer's calendar: the sealed address and every busy time go; idempotent. */
export async function disconnectCalendar(options: { db: Db; actor: Actor; id: number }): Promise<void> {
  const interviewer = await getInterviewer(options);
  await options.db.transaction(async (tx) => {
    const removed = await deleteCalendarFeed(tx, interviewer.id);
    if (!removed) return;
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'interviewer.calendar.disconnect',
      entity: 'interviewer',
      entityId: interviewer.id,
      before: { address_hint: removed.addressHint },
      after: null,
    });
  });
}
