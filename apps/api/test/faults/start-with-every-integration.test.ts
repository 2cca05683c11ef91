import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/auth/sessions';
import type { Db } from '../../src/db/client';
import { startFakeManatal } from '../../src/integrations/manatal/fake-manatal-server';
import { createBookingParties, nextWeekdayAt } from '../booking-parties';
import { createInterview, createUser } from '../factories';
import { startFakeGoogleDriveApi } from '../fake-google-drive-api';
import { startFakeTelegramApi } from '../fake-telegram-api';
import { startSmtpSink } from '../smtp-sink';
import { ensureServerBuilt } from './build-server';
import {
  createAdminToken,
  createPgliteDatabase,
  createPostgresDatabase,
  type FaultDatabase,
  postgresAvailable,
} from './fault-databases';
import { call } from './http-client';
import { type ServerProcess, startServerProcess } from './server-process';

const FOLDER_ID = '1FeedbackFolderOfTheInterviewer';
const CHAT_ID = '424242';

async function prepare(db: Db, jwtSecret: string) {
  const adminToken = await createAdminToken(db, jwtSecret);
  const interviewerUser = await createUser(db, { role: 'interviewer' });
  const { token: interviewerToken } = await createSession({
    db,
    jwtSecret,
    user: { id: interviewerUser.id, role: 'interviewer' },
  });
  const past = await createBookingParties(db, {
    interviewer: {
      email: interviewerUser.email,
      feedbackFolderId: `https://drive.google.com/drive/folders/${FOLDER_ID}?usp=sharing`,
    },
  });
  const interviews = [];
  for (const hoursAgo of [2, 4]) {
    interviews.push(
      await createInterview(db, {
        date: new Date(Date.now() - hoursAgo * 3600_000),
        candidateId: past.candidate.id,
        interviewerId: past.interviewer.id,
        jobId: past.job.id,
      }),
    );
  }
  const upcoming = await createBookingParties(db, { interviewer: { telegramChatId: CHAT_ID } });
  return { adminToken, interviewerToken, interviews, upcoming };
}
type Records = Awaited<ReturnType<typeof prepare>>;

/** Every outside service, as a fake on loopback. */
async function startFakes() {
  const [manatal, telegram, smtp, drive] = await Promise.all([
    startFakeManatal({ token: randomBytes(8).toString('hex'), sizes: { organizations: 3, jobs: 4 } }),
    startFakeTelegramApi(),
    startSmtpSink(),
    startFakeGoogleDriveApi(),
  ]);
  return { manatal, telegram, smtp, drive };
}
type Fakes = Awaited<ReturnType<typeof startFakes>>;

/** Polls until `check` holds; gives up (and fails the test) after 30 s. */
async function eventually(what: string, check: () => boolean) {
  const until = Date.now() + 30_000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`${what} did not happen within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const submission = {
  feedback_type: 'by_knowledge_area',
  feedback_text: JSON.stringify([
    {
      id: null,
      name: 'React',
      level: 'meets expectations',
      questions: [{ id: null, text: 'What about hooks?', level: 'middle' }],
      note: 'Solid understanding shown across the questions asked.',
    },
  ]),
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear communication',
  areas_for_improvements: 'System design depth',
  overall_comment: 'Recommended for the next round',
};

/** The interviewer submits their feedback on one of their past interviews. */
function submitFeedback(server: ServerProcess, records: Records, which: 0 | 1) {
  return call(server.baseUrl, {
    method: 'POST',
    path: `/api/interviews/${records.interviews[which]?.id}/feedback`,
    token: records.interviewerToken,
    body: submission,
  });
}

/**
 * A production start with every integration configured (each a fake on loopback) and the documented defaults
 * otherwise, among them the 30-minute Manatal sync; then each integration used once through the API.
 */
function describeStartWithEveryIntegration(
  kind: FaultDatabase['kind'],
  create: typeof createPgliteDatabase<Records>,
) {
  describe(`a production start with every integration configured (${kind})`, () => {
    let database: FaultDatabase;
    let records: Records;
    let server: ServerProcess;
    let fakes: Fakes;
    /** The server on this database, with every integration configured, running workers or not. */
    const start = (jobsEnabled: 'true' | 'false') =>
      startServerProcess({
        dataDir: database.dataDir,
        jwtSecret: database.jwtSecret,
        env: {
          NODE_ENV: 'production',
          DATABASE_URL: database.url,
          // Discovered on the first sign-in only; nothing here signs in with Google.
          GOOGLE_CLIENT_ID: 'interview-hub-test',
          GOOGLE_CLIENT_SECRET: 'interview-hub-test-secret',
          GOOGLE_ISSUER_URL: `${fakes.drive.url}/issuer`,
          SEED_DEMO_DATA: undefined,
          SMTP_URL: fakes.smtp.url,
          TELEGRAM_BOT_TOKEN: '123:test',
          TELEGRAM_API_URL: fakes.telegram.url,
          MANATAL_API_URL: fakes.manatal.url,
          MANATAL_API_TOKEN: fakes.manatal.token,
          MANATAL_SYNC_INTERVAL: '30',
          GOOGLE_DRIVE_CREDENTIALS: fakes.drive.credentials,
          GOOGLE_DRIVE_API_URL: fakes.drive.url,
          JOBS_ENABLED: jobsEnabled,
        },
      });

    beforeAll(async () => {
      await ensureServerBuilt();
      ({ database, value: records } = await create(prepare));
      fakes = await startFakes();
      server = await start('true');
    }, 300_000);

    afterAll(async () => {
      await server?.stop();
      await database?.remove();
      if (fakes) await Promise.all(Object.values(fakes).map((fake) => fake.close()));
    });

    it('books an interview: the invite goes out by e-mail and Telegram', { timeout: 60_000 }, async () => {
      const { upcoming, adminToken } = records;
      const { smtp, telegram } = fakes;
      const booked = await call(server.baseUrl, {
        method: 'POST',
        path: '/api/interviews',
        token: adminToken,
        body: {
          interviewer_id: upcoming.interviewer.id,
          job_id: upcoming.job.id,
          candidate_id: upcoming.candidate.id,
          date: nextWeekdayAt(10).toISOString(),
          duration: 60,
          timezone: 'UTC',
        },
      });
      expect(booked.status).toBe(201);
      await eventually('the e-mail invite', () =>
        smtp.messages.some((mail) => mail.to.includes(upcoming.interviewer.email)),
      );
      await eventually('the Telegram message', () => telegram.sent.some((sent) => sent.chat_id === CHAT_ID));
    });

    it('uploads a submitted feedback to the interviewer’s Drive folder as a PDF', {
      timeout: 60_000,
    }, async () => {
      const { drive } = fakes;
      expect((await submitFeedback(server, records, 0)).status).toBe(201);
      await eventually('the Drive upload', () => drive.uploads.length > 0);
      expect(drive.uploads[0]?.parents).toEqual([FOLDER_ID]);
      expect(drive.uploads[0]?.name).toMatch(/^feedback-.+\.pdf$/);
      expect(drive.uploads[0]?.body).toContain('%PDF-');
    });

    it('syncs clients from Manatal with the configured token', { timeout: 60_000 }, async () => {
      const { manatal } = fakes;
      const synced = await call(server.baseUrl, {
        method: 'POST',
        path: '/api/clients/sync/manatal',
        token: records.adminToken,
      });
      expect(synced.status).toBe(200);
      expect(manatal.requests.some((request) => request.authorization === `Token ${manatal.token}`)).toBe(
        true,
      );
    });

    it('logs no job queue error and stops cleanly', { timeout: 60_000 }, async () => {
      expect(server.output()).not.toMatch(/job queue error|Queue \S+ not found/);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    });

    it('queues the upload on an instance without workers, for one with workers to do', {
      timeout: 90_000,
    }, async () => {
      const { drive } = fakes;
      const uploadsBefore = drive.uploads.length;
      await server.stop();
      const apiOnly = await start('false');
      try {
        expect((await submitFeedback(apiOnly, records, 1)).status).toBe(201);
      } finally {
        expect(await apiOnly.stop()).toEqual({ code: 0, signal: null });
      }
      expect(drive.uploads.length, 'nothing uploaded by the instance without workers').toBe(uploadsBefore);
      server = await start('true');
      await eventually(
        'the Drive upload by the instance with workers',
        () => drive.uploads.length > uploadsBefore,
      );
      expect(drive.uploads.at(-1)?.parents).toEqual([FOLDER_ID]);
    });
  });
}

describeStartWithEveryIntegration('pglite', createPgliteDatabase);
if (postgresAvailable()) describeStartWithEveryIntegration('postgres', createPostgresDatabase);
