import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const userRoles = ['admin', 'recruiter', 'interviewer'] as const;
export const userStatuses = ['active', 'blocked'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('recruiter'),
    phone: text('phone'),
    status: text('status', { enum: userStatuses }).notNull().default('active'),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    index('users_name_idx').on(t.name),
    index('users_role_idx').on(t.role),
    index('users_status_idx').on(t.status),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const authTokenKinds = ['invitation', 'password_reset'] as const;

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: authTokenKinds }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * What an attempt row counts toward: `password` a password check (sign-in or change-password), `set_password` a
 * use of an invitation or reset link, `password_reset` a public reset request.
 */
export const attemptKinds = ['password', 'set_password', 'password_reset'] as const;

/**
 * Attempts counted by the limits of `auth/attempt-limits.ts`, kept in the database so the limits hold across API
 * instances. A row is written before the work it limits (so parallel requests cannot all pass the check) and
 * removed again when the limit says a success does not count.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: attemptKinds }).notNull().default('password'),
    /** The account (e-mail) the attempt was for; null when it names none (a link). */
    email: text('email'),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_kind_email_idx').on(t.kind, sql`lower(${t.email})`, t.createdAt),
    index('login_attempts_kind_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
);
