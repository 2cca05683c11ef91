import { type SyncResult, syncResultSchema } from '@interview-hub/contracts/manatal';
import { ApiError, getErrorMessage } from '../../../lib/api-error';

type SyncCounts = Pick<SyncResult, 'created' | 'updated' | 'failed'>;

function counts({ created, updated, failed }: SyncCounts): string {
  const parts = [`${created} new`, `${updated} updated`];
  if (failed > 0) parts.push(`${failed} failed`);
  return parts.join(', ');
}

/** The success notification's text: 'Synced from Manatal: 12 new, 3 updated' (and 'n failed' when any did). */
export function syncSummary(result: SyncCounts): string {
  return `Synced from Manatal: ${counts(result)}`;
}

/**
 * What to add under a screen's sync failure message: the server's reason (a sync already running, Manatal not
 * configured, Manatal breaking off) and, when Manatal broke off half-way, what was saved before it stopped.
 * Null when there is nothing useful to add (validation errors and bodiless failures are not shown).
 */
export function syncFailureDetail(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 400) return null;
  const message = getErrorMessage(error, '');
  const reason = message && !/[.!?)]$/.test(message) ? `${message}.` : message;
  const partial = syncResultSchema.safeParse(error.details);
  const saved = partial.success ? `Saved before it stopped: ${counts(partial.data)}.` : '';
  return [reason, saved].filter(Boolean).join(' ') || null;
}
