import {
  type AgencySettings,
  type AgencySettingsInput,
  type AgencySettingsResponse,
  agencySettingsSchema,
  defaultAgencySettings,
} from '@interview-hub/contracts/settings';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOpenCurrencies } from '../ledger/ledger.repository';
import { findStoredSettings, saveSettings } from './settings.repository';

/**
 * The stored settings over the defaults: a key the document lacks (a setting added after it was saved) reads as
 * its default, and a stored value that no longer passes the schema falls back to its default alone.
 */
function effectiveSettings(
  stored: Record<string, unknown> | undefined,
  defaultTimeZone: string,
): AgencySettings {
  const defaults = defaultAgencySettings(defaultTimeZone);
  const merged = { ...defaults, ...stored };
  const parsed = agencySettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const broken = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const repaired = Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [
      key,
      broken.has(key) ? defaults[key as keyof AgencySettings] : value,
    ]),
  );
  return agencySettingsSchema.safeParse(repaired).data ?? defaults;
}

/** The agency's settings as they are now: read at the moment they are needed, so a change needs no restart. */
export async function readAgencySettings(db: Db, defaultTimeZone: string): Promise<AgencySettingsResponse> {
  const stored = await findStoredSettings(db);
  return {
    settings: effectiveSettings(stored?.settings, defaultTimeZone),
    updated_at: stored ? stored.updatedAt.toISOString() : null,
    updated_by: stored?.updatedBy ?? null,
  };
}

/** Saves every setting at once (admins), audited with the settings before and after. */
export async function updateAgencySettings(options: {
  db: Db;
  actor: Actor;
  input: AgencySettingsInput;
  defaultTimeZone: string;
}): Promise<AgencySettingsResponse> {
  const settings = agencySettingsSchema.parse(options.input);
  await options.db.transaction(async (tx) => {
    const before = await findStoredSettings(tx);
    const open = await findOpenCurrencies(tx);
    const other = open.find((currency) => currency !== settings.currency);
    if (other) {
      // A month's lines are in one currency: the change waits until every month with lines in another is closed.
      throw new AppError(
        'CONFLICT',
        `The currency can change once every month with amounts in ${other} is closed`,
      );
    }
    await saveSettings(tx, settings, options.actor.id);
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'settings.update',
      entity: 'agency_settings',
      entityId: 1,
      before: effectiveSettings(before?.settings, options.defaultTimeZone),
      after: settings,
    });
  });
  return readAgencySettings(options.db, options.defaultTimeZone);
}

/** The agency's time zone as set now (DEFAULT_TIMEZONE until an admin sets one). */
export async function agencyTimeZone(db: Db, defaultTimeZone: string): Promise<string> {
  const stored = await findStoredSettings(db);
  return effectiveSettings(stored?.settings, defaultTimeZone).time_zone;
}
