import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterview, createInterviewer, createUser } from '../../../test/factories';
import { createTestDatabase } from '../../../test/test-database';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { feedbackDriveUploads, feedbacks } from '../../db/schema/index';
import { findStalePendingDriveUploads } from '../../integrations/google-drive/drive-outbox.repository';
import type { JobQueue } from '../../jobs/job-queue';
import { submitFeedback } from './submit-feedback';
import { queueFeedbackUpload, uploadFeedbackToDrive } from './upload-feedback-to-drive';

const log = pino({ level: 'silent' });
const FOLDER = 'https://drive.google.com/drive/folders/folder-abc?usp=sharing';
const input = {
  feedback_type: 'by_knowledge_area',
  feedback_text: JSON.stringify([
    {
      id: null,
      name: 'SQL',
      level: 'meets expectations',
      questions: [],
      note: 'Knows joins, indexes and plans well.',
    },
  ]),
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear',
  areas_for_improvements: 'Depth',
  overall_comment: 'Next round',
} as const;

/** A queue that records what it was given, or fails like a job queue that went away. */
function recordingQueue(fail = false) {
  const sent: { name: string; data: Record<string, unknown> }[] = [];
  const queue: JobQueue = {
    async send(name, data) {
      if (fail) throw new Error('job queue unavailable');
      sent.push({ name, data });
    },
  };
  return { queue, sent };
}

describe('the Google Drive upload of a feedback PDF (outbox)', () => {
  let database: Database;
  let actor: Actor;

  beforeAll(async () => {
    database = await createTestDatabase();
    const admin = await createUser(database.db, { role: 'admin' });
    actor = { id: admin.id, sessionId: 'session', name: admin.name, email: admin.email, role: 'admin' };
  });
  afterAll(async () => {
    await database?.close();
  });

  async function startedInterview(folder: string | null) {
    const interviewer = await createInterviewer(database.db, { feedbackFolderId: folder });
    return createInterview(database.db, {
      interviewerId: interviewer.id,
      date: new Date(Date.now() - 3_600_000),
    });
  }
  const uploadRow = async (feedbackId: number) =>
    (
      await database.db
        .select()
        .from(feedbackDriveUploads)
        .where(eq(feedbackDriveUploads.feedbackId, feedbackId))
    )[0];

  it('commits the upload with the feedback, then sends its job', async () => {
    const interview = await startedInterview(FOLDER);
    const { queue, sent } = recordingQueue();

    const result = await submitFeedback({
      defaultTimeZone: 'UTC',
      db: database.db,
      queue,
      driveConfigured: true,
      actor,
      interviewId: interview.id,
      input,
    });

    expect(result.driveUpload).toBe('queued');
    expect((await uploadRow(result.id))?.status).toBe('pending');
    expect(sent).toEqual([{ name: 'upload-feedback-pdf', data: { feedbackId: result.id } }]);
  });

  it('keeps the upload when the job cannot be sent after the commit, for the sweep to send', async () => {
    const interview = await startedInterview(FOLDER);
    const { queue } = recordingQueue(true);

    await expect(
      submitFeedback({
        defaultTimeZone: 'UTC',
        db: database.db,
        queue,
        driveConfigured: true,
        actor,
        interviewId: interview.id,
        input,
      }),
    ).rejects.toThrow('job queue unavailable');

    const [feedback] = await database.db
      .select()
      .from(feedbacks)
      .where(eq(feedbacks.interviewId, interview.id));
    expect(feedback).toBeDefined();
    const feedbackId = feedback?.id ?? 0;
    expect((await uploadRow(feedbackId))?.status).toBe('pending');
    await database.db
      .update(feedbackDriveUploads)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(feedbackDriveUploads.feedbackId, feedbackId));
    expect(await findStalePendingDriveUploads(database.db)).toContain(feedbackId);
  });

  it('leaves no upload behind when the feedback write rolls back', async () => {
    const interview = await startedInterview(FOLDER);
    const [feedback] = await database.db
      .insert(feedbacks)
      .values({ interviewId: interview.id, feedbackText: 'x', feedbackType: 'plain' })
      .returning();
    const feedbackId = feedback?.id ?? 0;

    await expect(
      database.db.transaction(async (tx) => {
        await queueFeedbackUpload(tx, recordingQueue().queue, {
          feedbackId,
          folder: FOLDER,
          driveConfigured: true,
        });
        throw new Error('the feedback write failed');
      }),
    ).rejects.toThrow('the feedback write failed');

    expect(await uploadRow(feedbackId)).toBeUndefined();
  });

  it('queues nothing without a folder or without Drive', async () => {
    const { queue, sent } = recordingQueue();
    const noFolder = await submitFeedback({
      defaultTimeZone: 'UTC',
      db: database.db,
      queue,
      driveConfigured: true,
      actor,
      interviewId: (await startedInterview(null)).id,
      input,
    });
    const notConfigured = await submitFeedback({
      defaultTimeZone: 'UTC',
      db: database.db,
      queue,
      driveConfigured: false,
      actor,
      interviewId: (await startedInterview(FOLDER)).id,
      input,
    });

    expect([noFolder.driveUpload, notConfigured.driveUpload]).toEqual(['no-folder', 'not-configured']);
    expect(await uploadRow(noFolder.id)).toBeUndefined();
    expect(await uploadRow(notConfigured.id)).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('uploads the PDF once into the folder, and retries a failed attempt', async () => {
    const interview = await startedInterview(FOLDER);
    const { id } = await submitFeedback({
      defaultTimeZone: 'UTC',
      db: database.db,
      queue: recordingQueue().queue,
      driveConfigured: true,
      actor,
      interviewId: interview.id,
      input,
    });
    const uploads: { folderId: string; name: string; pdf: Buffer }[] = [];
    let failNext = true;
    const uploader = {
      async upload(file: { folderId: string; name: string; pdf: Buffer }) {
        if (failNext) {
          failNext = false;
          throw new Error('Drive answered 503');
        }
        uploads.push(file);
        return 'drive-file-9';
      },
    };
    const run = () =>
      uploadFeedbackToDrive({ db: database.db, uploader, log, feedbackId: id, timeZone: 'UTC' });

    await expect(run()).rejects.toThrow('Drive answered 503');
    expect(await uploadRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Drive answered 503',
    });
    await run();
    await run();

    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.folderId).toBe('folder-abc');
    expect(uploads[0]?.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await uploadRow(id)).toMatchObject({ status: 'sent', fileId: 'drive-file-9', attempts: 2 });
  });
});
