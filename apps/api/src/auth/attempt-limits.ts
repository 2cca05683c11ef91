import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import {
  type AttemptCount,
  type AttemptKind,
  accountSignedInFromIp,
  countAttempts,
  deleteAttempt,
  insertAttempt,
  pruneLoginAttempts,
} from './login-attempts.repository';

/** How many attempts of a kind a window allows, and on what they are keyed (README.md, "Security"). */
export type AttemptPolicy = {
  kind: AttemptKind;
  windowSeconds: number;
  /** One account from one IP: the owner elsewhere is not locked out by someone guessing from one place. */
  perAccountAndIp?: number;
  /** One IP, whatever the account. */
  perIp: number;
  /** One account from every IP together: bounds guessing spread over many addresses. */
  perAccount?: number;
  /** Whether an IP the account signed in from lately is spared the `perAccount` cap (so its owner gets in). */
  spareOwnerIps?: boolean;
};

const MINUTES = 60;

/** Password checks: sign-in and change-password share one budget, since both are guesses at the same secret. */
export const PASSWORD_ATTEMPTS: AttemptPolicy = {
  kind: 'password',
  windowSeconds: 15 * MINUTES,
  perAccountAndIp: 10,
  perIp: 50,
  perAccount: 100,
  spareOwnerIps: true,
};

/** Uses of invitation and reset links from one IP that found no valid link. */
export const SET_PASSWORD_ATTEMPTS: AttemptPolicy = {
  kind: 'set_password',
  windowSeconds: 15 * MINUTES,
  perIp: 20,
};

/** Public reset requests: each mails a link that voids the one before, so an e-mail gets few per hour. */
export const PASSWORD_RESET_REQUESTS: AttemptPolicy = {
  kind: 'password_reset',
  windowSeconds: 60 * MINUTES,
  perAccount: 3,
  perIp: 10,
};

/** An IP counts as the owner's when the account signed in from it within this many days. */
const OWNER_IP_DAYS = 30;

/** Rows older than every window are deleted now and then, so anonymous callers cannot grow the table forever. */
const KEEP_ATTEMPTS_HOURS = 24;
const PRUNE_EVERY = 100;

export type Reservation = { ok: true; id: number } | { ok: false; retryAfterSeconds: number };

/**
 * Counts an attempt before the work it limits, so parallel requests cannot all pass a check made before any of
 * them is recorded. The row is inserted (and committed) first and the window counted after, including it: of the
 * requests racing for the last free places, each one sees at least every row inserted before its count, so at
 * most the limit get through on PGlite and on PostgreSQL alike, without a lock. A refused attempt takes its row
 * back, so hammering on does not push the window further out.
 */
export async function tryReserveAttempt(options: {
  /** Not a transaction: the other requests must see the attempt before they count. */
  db: Db;
  policy: AttemptPolicy;
  email: string | null;
  ip: string;
}): Promise<Reservation> {
  const { db, policy, email, ip } = options;
  const id = await insertAttempt(db, { kind: policy.kind, email, ip });
  if (id % PRUNE_EVERY === 0) await pruneLoginAttempts(db, KEEP_ATTEMPTS_HOURS);
  const counts = await countAttempts(db, {
    kind: policy.kind,
    email,
    ip,
    windowSeconds: policy.windowSeconds,
  });
  const over: AttemptCount[] = [];
  if (policy.perAccountAndIp !== undefined && counts.accountAndIp.count > policy.perAccountAndIp)
    over.push(counts.accountAndIp);
  if (counts.ip.count > policy.perIp) over.push(counts.ip);
  if (policy.perAccount !== undefined && counts.account.count > policy.perAccount) {
    const spared =
      policy.spareOwnerIps &&
      email !== null &&
      over.length === 0 &&
      (await accountSignedInFromIp(db, { email, ip, days: OWNER_IP_DAYS }));
    if (!spared) over.push(counts.account);
  }
  if (over.length === 0) return { ok: true, id };
  await deleteAttempt(db, id);
  return { ok: false, retryAfterSeconds: Math.max(1, ...over.map((c) => c.freeInSeconds)) };
}

/** As `tryReserveAttempt`, but a refusal is the 429 answer, with the message and the seconds to wait. */
export async function reserveAttempt(options: {
  db: Db;
  policy: AttemptPolicy;
  email: string | null;
  ip: string;
  /** What was tried too often, e.g. "failed sign-in attempts". */
  what: string;
}): Promise<number> {
  const reservation = await tryReserveAttempt(options);
  if (reservation.ok) return reservation.id;
  const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
  throw new AppError(
    'RATE_LIMITED',
    `Too many ${options.what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retry_after_seconds: reservation.retryAfterSeconds },
  );
}

/** Takes a reserved attempt back: it succeeded, and successes do not count. */
export function releaseAttempt(db: Db, id: number): Promise<void> {
  return deleteAttempt(db, id);
}
