import type { Db } from '../../db/client';
import { findUserByEmail, type UserRow } from '../user-accounts.repository';
import { findUserByGoogleSub, recordSignIn } from './match-sign-in-user.repository';

export type ProviderIdentity = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  hostedDomain: string | undefined;
};

export type SignInOutcome = { ok: true; user: UserRow } | { ok: false; reason: string };

/**
 * Finds the existing user an identity belongs to: by the remembered subject, else by a verified e-mail of an
 * active user (then the subject is remembered). Never creates an account.
 */
export async function signInWithProvider(options: {
  db: Db;
  identity: ProviderIdentity;
  persistSubject: boolean;
  requiredHostedDomain: string | undefined;
}): Promise<SignInOutcome> {
  const { db, identity } = options;
  if (options.requiredHostedDomain && identity.hostedDomain !== options.requiredHostedDomain) {
    return { ok: false, reason: `Sign in with your ${options.requiredHostedDomain} account.` };
  }
  let user = options.persistSubject ? await findUserByGoogleSub(db, identity.sub) : null;
  let storeSubject = false;
  if (!user) {
    if (!identity.email || !identity.emailVerified) {
      return { ok: false, reason: 'Your Google account has no verified e-mail address.' };
    }
    user = await findUserByEmail(db, identity.email);
    if (!user) {
      return {
        ok: false,
        reason: `No account exists for ${identity.email}. Ask an administrator to invite you.`,
      };
    }
    if (options.persistSubject && user.googleSub && user.googleSub !== identity.sub) {
      return { ok: false, reason: 'This account is linked to a different Google account.' };
    }
    storeSubject = options.persistSubject && !user.googleSub;
  }
  if (user.status !== 'active') {
    return { ok: false, reason: 'Your account is blocked. Contact an administrator.' };
  }
  await recordSignIn(db, user.id, storeSubject ? identity.sub : null);
  return { ok: true, user };
}
