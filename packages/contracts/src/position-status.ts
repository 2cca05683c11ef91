import { z } from 'zod';

/** The statuses a position is stored with (ARCHITECTURE §4). */
export const positionStatuses = ['active', 'filled', 'cancelled', 'paused'] as const;
export const positionStatusSchema = z.enum(positionStatuses);
export type PositionStatus = z.infer<typeof positionStatusSchema>;

/** The options of the positions' status filter (spec §9); active is the default selection. */
export const filterPositionStatuses = ['active', 'filled', 'cancelled'] as const satisfies PositionStatus[];
export const DEFAULT_POSITION_STATUS_FILTER: PositionStatus[] = ['active'];

export const positionStatusLabels: Record<PositionStatus, string> = {
  active: 'Active',
  filled: 'Filled',
  cancelled: 'Cancelled',
  paused: 'Paused',
};

/** Spellings met in the wild (free text on the edit screen, older data) and the status each one means. */
const aliases: Record<string, PositionStatus> = {
  active: 'active',
  open: 'active',
  filled: 'filled',
  closed: 'filled',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  paused: 'paused',
  on_hold: 'paused',
};

const keyOf = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The status a free-text value means (spec §4): 'closed' is filled, 'canceled' cancelled, 'on_hold' or 'paused'
 * paused, 'open' active; a missing or blank status counts as active. Null when the value is not a status.
 * @example normalizePositionStatus(' On Hold ') // 'paused'
 * @example normalizePositionStatus(undefined) // 'active'
 * @example normalizePositionStatus('archived') // null
 */
export function normalizePositionStatus(value: string | null | undefined): PositionStatus | null {
  if (value == null || !value.trim()) return 'active';
  return aliases[keyOf(value)] ?? null;
}

/** The style key of a status badge: a known status, or 'neutral' for anything else. */
export function displayPositionStatus(value: string | null | undefined): PositionStatus | 'neutral' {
  return normalizePositionStatus(value) ?? 'neutral';
}

/** Whether a position counts as open (the new-interview wizard lists these by default). */
export function isOpenPosition(value: string | null | undefined): boolean {
  return normalizePositionStatus(value) === 'active';
}

const manatalStatuses: Record<string, PositionStatus> = {
  active: 'active',
  won: 'filled',
  lost: 'cancelled',
  on_hold: 'paused',
};

/**
 * A Manatal job status as stored here: active → active, won → filled, lost → cancelled, on_hold → paused.
 * A missing status, or one Manatal may add later, counts as active.
 */
export function positionStatusFromManatal(value: string | null | undefined): PositionStatus {
  if (value == null) return 'active';
  return manatalStatuses[keyOf(value)] ?? normalizePositionStatus(value) ?? 'active';
}

/**
 * The `status` query parameter: a comma list; each value is normalised, unknown ones are dropped, as are
 * duplicates. An empty result means "no filter".
 * @example parsePositionStatusList('active, closed,foo') // ['active', 'filled']
 */
export function parsePositionStatusList(value: string | null | undefined): PositionStatus[] {
  const statuses = new Set<PositionStatus>();
  for (const part of (value ?? '').split(',')) {
    if (!part.trim()) continue;
    const status = normalizePositionStatus(part);
    if (status) statuses.add(status);
  }
  return [...statuses];
}
