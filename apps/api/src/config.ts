import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isValidTimeZone } from '@interview-hub/contracts/interview-slots';
import { z } from 'zod';
import { type ServiceAccount, serviceAccountSchema } from './integrations/google-drive/google-drive-client';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());

/** Reads a `.env` file from the working directory into the environment, when there is one. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Every environment variable the server reads. Nothing else in the code touches process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  CALENDAR_KEY: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_HOSTED_DOMAIN: optionalString,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Interview Hub <no-reply@interview-hub.local>'),
  JOBS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  DEFAULT_TIMEZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isValidTimeZone, 'must be an IANA time zone such as Europe/Berlin')
      .default(Intl.DateTimeFormat().resolvedOptions().timeZone),
  ),
  CALL_LINK_TEMPLATE: z
    .string()
    .refine((v) => v.includes('{room}'), 'must contain {room}')
    .default('https://meet.jit.si/InterviewHub-{room}'),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
  MANATAL_API_URL: z.url().default('https://api.manatal.com/open/v3'),
  MANATAL_API_TOKEN: optionalString,
  MANATAL_SYNC_INTERVAL: z.coerce.number().int().min(0).max(1440).default(30),
  MANATAL_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(100),
  GOOGLE_DRIVE_CREDENTIALS: optionalString,
  GOOGLE_DRIVE_API_URL: z.url().default('https://www.googleapis.com'),
  /** Unset: on outside production, off in production (demo users there would be accounts anyone can guess). */
  SEED_DEMO_DATA: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  DEV_SIGN_IN_ON_NETWORK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL: a query without an answer after this long fails (503), so a database that stops answering
   * (a network partition) does not hang requests and shutdown.
   */
  databaseQueryTimeoutMs: number;
  jwtSecret: string;
  /**
   * The secret the key that encrypts interviewers' calendar addresses is derived from: CALENDAR_KEY, else the
   * JWT secret. Changing it makes the stored addresses unreadable (each interviewer pastes theirs again).
   */
  calendarKey: string;
  logLevel: string;
  seedDemoData: boolean;
  /**
   * On SIGTERM the server keeps answering this long (readiness 503, `Connection: close`) before it stops
   * listening, so a load balancer takes it out of rotation without resetting requests already on their way.
   */
  shutdownDrainMs: number;
  trustProxy: boolean;
  /** Working hours are checked in the scheduler's time zone; this one when the client sends none. */
  defaultTimeZone: string;
  /** The video-call link of a new interview; `{room}` becomes a unique room name. */
  callLinkTemplate: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jobsEnabled: boolean;
  /**
   * Backups of the embedded database (decision record 019): every night at `hour` o'clock in the default time
   * zone, into `DATA_DIR/backups`, keeping the newest `keep`. Not used on PostgreSQL (pg_dump's job).
   */
  backup: { hour: number; keep: number };
  /** Telegram notifications to interviewers; off without a bot token. */
  telegram: { botToken: string; apiUrl: string } | null;
  /**
   * Manatal. Without a token (outside production) the server starts a local fake Manatal and points here at it.
   * `syncIntervalMinutes` 0 turns the scheduled sync off.
   */
  manatal: {
    apiUrl: string;
    token: string | undefined;
    syncIntervalMinutes: number;
    requestsPerMinute: number;
  };
  /** Uploading feedback PDFs to interviewers' Drive folders; off without service-account credentials. */
  googleDrive: { account: ServiceAccount; apiUrl: string } | null;
  /** Google sign-in; when absent outside production the development issuer at /dev-oidc stands in. */
  google: {
    clientId: string;
    clientSecret: string;
    hostedDomain: string | undefined;
    issuerUrl: string;
  } | null;
};

/**
 * Parses the environment once. Outside production a missing JWT_SECRET is generated and kept in DATA_DIR so
 * sessions survive restarts; in production it must be set.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  const google =
    e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET,
          hostedDomain: e.GOOGLE_HOSTED_DOMAIN,
          issuerUrl: e.GOOGLE_ISSUER_URL,
        }
      : null;
  if (e.NODE_ENV === 'production' && !google) {
    throw new Error(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are required in production ' +
        '(the development sign-in page is never served in production). See README, "Connect Google".',
    );
  }
  if (!google && !isLoopback(e.HOST) && !e.DEV_SIGN_IN_ON_NETWORK) {
    throw new Error(
      `Invalid configuration:\n  HOST: ${e.HOST || '(empty)'} is reachable from other machines, and without Google ` +
        'settings the development sign-in page (/dev-oidc) lets anyone sign in as any user. Set ' +
        'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, use HOST=127.0.0.1, or set DEV_SIGN_IN_ON_NETWORK=true to ' +
        'serve it on the network anyway.',
    );
  }
  const jwtSecret = e.JWT_SECRET ?? readOrCreateSecret(dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    jwtSecret,
    calendarKey: e.CALENDAR_KEY ?? jwtSecret,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA === undefined ? e.NODE_ENV !== 'production' : e.SEED_DEMO_DATA === 'true',
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    trustProxy: e.TRUST_PROXY,
    google,
    defaultTimeZone: e.DEFAULT_TIMEZONE,
    callLinkTemplate: e.CALL_LINK_TEMPLATE,
    manatal: {
      apiUrl: e.MANATAL_API_URL.replace(/\/$/, ''),
      token: e.MANATAL_API_TOKEN,
      syncIntervalMinutes: e.MANATAL_SYNC_INTERVAL,
      requestsPerMinute: e.MANATAL_REQUESTS_PER_MINUTE,
    },
    googleDrive: e.GOOGLE_DRIVE_CREDENTIALS
      ? {
          account: readServiceAccount(e.GOOGLE_DRIVE_CREDENTIALS),
          apiUrl: e.GOOGLE_DRIVE_API_URL.replace(/\/$/, ''),
        }
      : null,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobsEnabled: e.JOBS_ENABLED,
    backup: { hour: e.BACKUP_HOUR, keep: e.BACKUP_KEEP },
    telegram: e.TELEGRAM_BOT_TOKEN ? { botToken: e.TELEGRAM_BOT_TOKEN, apiUrl: e.TELEGRAM_API_URL } : null,
  };
}

/** Whether an address to listen on is reachable from this machine only. */
function isLoopback(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return address === 'localhost' || address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address);
}

/** GOOGLE_DRIVE_CREDENTIALS holds the service-account key itself (JSON) or the path of its file. */
function readServiceAccount(value: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(value.trim().startsWith('{') ? value : readFileSync(value, 'utf8'));
  } catch (error) {
    throw new Error(
      `Invalid configuration:\n  GOOGLE_DRIVE_CREDENTIALS: ${error instanceof Error ? error.message : 'unreadable'}`,
    );
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      'Invalid configuration:\n  GOOGLE_DRIVE_CREDENTIALS: not a Google service-account key (client_email, private_key)',
    );
  }
  return parsed.data;
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
