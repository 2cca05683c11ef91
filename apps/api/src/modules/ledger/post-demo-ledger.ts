import { periodOf } from '@interview-hub/contracts/money';
import { ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerPeriods } from '../../db/schema/finance';
import { interviews } from '../../db/schema/interviews';
import type { DemoLedger } from '../../db/seed/seed-demo-data';
import { readAgencySettings } from '../settings/agency-settings';
import { postInterviewLines } from './post-interview-lines';

/** The first day of the month before last of `now`, in UTC. */
function monthBeforeLast(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));
}

/**
 * The demo data's ledger, for `seedDemoData` inside its transaction: prices every seeded interview as recording
 * its outcome would (issue 21), so the Finance screen has months to show, then closes the month before last, as
 * an admin would have, so a closed month shows too. `timeZone` is DEFAULT_TIMEZONE, the agency's until an admin
 * sets one: the ledger's months are in it.
 */
export function demoLedger(timeZone: string): DemoLedger {
  return async (tx: Tx, { now, adminId }) => {
    const { settings } = await readAgencySettings(tx, timeZone);
    // A booked interview has no lines until its outcome: asking for each would only slow the first start.
    const rows = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(ne(interviews.status, 'scheduled'))
      .orderBy(interviews.id);
    for (const row of rows) {
      await postInterviewLines(tx, {
        interviewId: row.id,
        actorId: adminId,
        reason: 'Demo data',
        settings,
        now,
      });
    }
    await tx.insert(ledgerPeriods).values({
      period: periodOf(monthBeforeLast(now), settings.time_zone),
      closedAt: now,
      closedBy: adminId,
    });
  };
}
