import type { users } from '../schema/users';
import { interviewerSeeds } from './interviewer-data';
import { randomPhone } from './phone-number';
import type { Random } from './prng';
import { addHours, between, daysBefore } from './seed-dates';

type UserRow = typeof users.$inferInsert;

export const ADMIN_EMAIL = 'admin@example.com';
export const RECRUITER_EMAIL = 'recruiter@example.com';
export const SECOND_RECRUITER_EMAIL = 'monica.ibanez@example.com';

/** Who schedules the demo interviews, and how often. */
export const schedulerEmails: readonly (readonly [string, number])[] = [
  [RECRUITER_EMAIL, 5],
  [SECOND_RECRUITER_EMAIL, 3],
  [ADMIN_EMAIL, 1],
];

type Person = Pick<UserRow, 'name' | 'email' | 'role' | 'status'> & { callingCode: string };

const staff: readonly Person[] = [
  { name: 'Ada Admin', email: ADMIN_EMAIL, role: 'admin', status: 'active', callingCode: '44' },
  { name: 'Rita Recruiter', email: RECRUITER_EMAIL, role: 'recruiter', status: 'active', callingCode: '1' },
  {
    name: 'Mónica Ibáñez',
    email: SECOND_RECRUITER_EMAIL,
    role: 'recruiter',
    status: 'active',
    callingCode: '34',
  },
  {
    name: 'Bob Blocked',
    email: 'blocked@example.com',
    role: 'recruiter',
    status: 'blocked',
    callingCode: '1',
  },
];

/**
 * Staff accounts plus an interviewer account for each interviewer marked `hasUserAccount` (same e-mail, which is
 * how an interviewer user is linked to their interviews). No passwords: the development issuer signs them in.
 */
export function buildUsers(random: Random, now: Date): UserRow[] {
  const interviewerUsers: Person[] = interviewerSeeds
    .filter((seed) => seed.hasUserAccount)
    .map(({ name, email, callingCode }) => ({
      name,
      email,
      callingCode,
      role: 'interviewer',
      status: 'active',
    }));
  return [...staff, ...interviewerUsers].map(({ callingCode, ...person }) => {
    const createdAt = daysBefore(random, now, 200, 420);
    const phone = random.chance(0.7) ? randomPhone(random, callingCode) : null;
    if (person.status === 'blocked') {
      // Signed in for a while, then blocked (which is the last change to the account).
      const lastLogin = daysBefore(random, now, 45, 90);
      return {
        ...person,
        phone,
        passwordHash: null,
        lastLogin,
        createdAt,
        updatedAt: addHours(lastLogin, 30),
      };
    }
    return {
      ...person,
      phone,
      passwordHash: null,
      lastLogin: random.chance(0.8) ? between(random, daysBefore(random, now, 1, 20), now) : null,
      createdAt,
      updatedAt: random.chance(0.5) ? between(random, createdAt, now) : createdAt,
    };
  });
}
