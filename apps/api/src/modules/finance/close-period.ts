import { periodOf } from '@interview-hub/contracts/money';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readAgencySettings } from '../settings/agency-settings';
import { insertClosedPeriod } from './finance.repository';

/**
 * Closes a month of the agency's zone (admins), audited: from then on nothing in it changes, and a correction to
 * one of its interviews lands in the month then open. Only a month that has ended can be closed.
 */
export async function closePeriod(options: {
  db: Db;
  actor: Actor;
  period: string;
  defaultTimeZone: string;
  now?: Date;
}): Promise<void> {
  const { settings } = await readAgencySettings(options.db, options.defaultTimeZone);
  const current = periodOf(options.now ?? new Date(), settings.time_zone);
  if (options.period >= current) {
    throw new AppError('RULE_BROKEN', `Only a month that has ended can be closed; ${current} is still open`);
  }
  await options.db.transaction(async (tx) => {
    if (!(await insertClosedPeriod(tx, options.period, options.actor.id))) {
      throw new AppError('CONFLICT', `${options.period} is closed already`);
    }
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'finance.close',
      entity: 'period',
      entityId: null,
      after: { period: options.period },
    });
  });
}
