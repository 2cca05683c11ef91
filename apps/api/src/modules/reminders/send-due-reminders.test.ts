import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { testConfig, useTestApp } from '../../../test/test-app';
import {
  candidates,
  feedbacks,
  interviewers,
  interviewNotifications,
  interviews,
  outboundEmails,
  outboundTelegramMessages,
} from '../../db/schema/index';
import { queueWithoutWorkers } from '../../jobs/job-queue';
import { sendDueReminders } from './send-due-reminders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The reminder timeline under a clock the test drives. Each test books its interview a month after the previous
 * test's, so one test's sweeps never reach another's reminders (they fall outside the catch-up window).
 */
describe('reminders and alerts over an interview’s life', () => {
  const t = useTestApp();
  let month = 0;

  async function booked(options: { candidateEmail?: string | null } = {}) {
    month += 1;
    const recruiter = await createUser(t.db, { role: 'recruiter' });
    const start = new Date(Math.ceil((Date.now() + month * 30 * DAY) / HOUR) * HOUR);
    const fixture = await createInterviewFixture(t.db, { date: start, recruiterId: recruiter.id });
    const email =
      options.candidateEmail === undefined
        ? `${fixture.candidate.name.replace(/\W/g, '.')}@example.org`
        : options.candidateEmail;
    await t.db.update(candidates).set({ email }).where(eq(candidates.id, fixture.candidate.id));
    await t.db
      .update(interviews)
      .set({ feedbackFormLink: `${t.config.appUrl}/feedback/form/type2/${fixture.interview.id}` })
      .where(eq(interviews.id, fixture.interview.id));
    const end = start.getTime() + 60 * 60_000;
    return { ...fixture, recruiter, start: start.getTime(), end, candidateEmail: email };
  }

  const sweep = (at: number) =>
    sendDueReminders({ db: t.db, queue: queueWithoutWorkers, config: t.config, now: new Date(at) });

  /** The e-mails about this candidate, as "to: subject". */
  async function mailAbout(name: string) {
    const rows = await t.db
      .select({ to: outboundEmails.to, subject: outboundEmails.subject })
      .from(outboundEmails)
      .where(like(outboundEmails.subject, `%${name}%`))
      .orderBy(outboundEmails.id);
    return rows.map((row) => `${row.to}: ${row.subject}`);
  }
  async function candidateMail(email: string | null) {
    if (!email) return [];
    const rows = await t.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.to, email))
      .orderBy(outboundEmails.id);
    return rows;
  }

  it('reminds before, reminds after, alerts the recruiter at the deadline and the admins after the window', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const b = await booked();
    const job = b.job.title;
    const name = b.candidate.name;
    const interviewer = b.interviewer.email;

    expect(await sweep(b.start - 25 * HOUR)).toEqual({ sent: 0, dropped: 0 });
    expect(await sweep(b.start - 24 * HOUR + 60_000)).toEqual({ sent: 2, dropped: 0 });
    expect(await sweep(b.start - 24 * HOUR + 120_000)).toEqual({ sent: 0, dropped: 0 });
    expect(await mailAbout(name)).toEqual([
      `${interviewer}: Reminder: interview in 24 hours: ${name} — ${job}`,
    ]);
    const [invite] = await candidateMail(b.candidateEmail);
    expect(invite).toMatchObject({ subject: `Reminder: your interview for ${job} in 24 hours` });
    expect(invite?.text).toContain('Call link:');
    expect(invite?.text).not.toContain('Feedback form');
    expect(invite?.attachments?.[0]?.content).toContain('BEGIN:VCALENDAR');

    await sweep(b.start - HOUR);
    await sweep(b.end + HOUR);
    await sweep(b.end + 12 * HOUR);
    await sweep(b.end + 24 * HOUR);
    await sweep(b.end + 71 * HOUR);
    expect(await sweep(b.end + 72 * HOUR)).toEqual({ sent: 1, dropped: 0 });
    expect(await mailAbout(name)).toEqual([
      `${interviewer}: Reminder: interview in 24 hours: ${name} — ${job}`,
      `${interviewer}: Reminder: interview in 1 hour: ${name} — ${job}`,
      `${interviewer}: Feedback due: ${name} — ${job}`,
      `${interviewer}: Feedback due: ${name} — ${job}`,
      `${b.recruiter.email}: Feedback overdue: ${name} — ${job}`,
      `${admin.email}: Escalation: feedback overdue by 48 hours: ${name} — ${job}`,
    ]);
    expect(await candidateMail(b.candidateEmail)).toHaveLength(2);
    const due = await t.db
      .select()
      .from(outboundEmails)
      .where(like(outboundEmails.subject, `Feedback due: ${name}%`));
    expect(due[0]?.text).toMatch(/Deadline: .+\(UTC\)\./);
    expect(due[0]?.text).toContain(`/feedback/form/type2/${b.interview.id}`);
  });

  it('sends nothing more once the interview is cancelled, and nothing after feedback-free outcomes', async () => {
    const b = await booked();
    await sweep(b.start - 24 * HOUR);
    const { headers } = await t.signIn('recruiter');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/interviews/${b.interview.id}/cancel`,
      headers,
      payload: { cancelled_by: 'candidate', reason: 'illness_or_emergency' },
    });
    expect(cancel.statusCode).toBe(200);
    const before = await mailAbout(b.candidate.name);
    for (const at of [b.start - HOUR, b.end + HOUR, b.end + 12 * HOUR, b.end + DAY, b.end + 3 * DAY]) {
      expect(await sweep(at)).toEqual({ sent: 0, dropped: 0 });
    }
    expect(await mailAbout(b.candidate.name)).toEqual(before);
  });

  it('stops feedback reminders after a no-show, and alerts nobody once feedback is in', async () => {
    const missed = await booked();
    const reviewed = await booked();
    // Recorded directly: the outcome routes check the real clock, which is before both interviews.
    await t.db
      .update(interviews)
      .set({ status: 'candidate_no_show' })
      .where(eq(interviews.id, missed.interview.id));
    await t.db
      .update(interviews)
      .set({ status: 'completed' })
      .where(eq(interviews.id, reviewed.interview.id));
    await t.db.insert(feedbacks).values({ interviewId: reviewed.interview.id, feedbackText: '{}' });
    for (const b of [missed, reviewed]) {
      for (const at of [b.end + HOUR, b.end + 12 * HOUR, b.end + DAY, b.end + 3 * DAY]) {
        expect(await sweep(at)).toEqual({ sent: 0, dropped: 0 });
      }
      expect(await mailAbout(b.candidate.name)).toEqual([]);
    }
  });

  it('moves every pending reminder with a reschedule', async () => {
    const b = await booked();
    const later = new Date(b.start + 2 * DAY);
    await t.db
      .update(interviews)
      .set({ date: later, feedbackDueAt: new Date(later.getTime() + 25 * HOUR) })
      .where(eq(interviews.id, b.interview.id));
    expect(await sweep(b.start - 24 * HOUR)).toEqual({ sent: 0, dropped: 0 });
    expect(await sweep(b.start - HOUR)).toEqual({ sent: 0, dropped: 0 });
    expect(await sweep(later.getTime() - 24 * HOUR)).toEqual({ sent: 2, dropped: 0 });
    expect(await mailAbout(b.candidate.name)).toEqual([
      `${b.interviewer.email}: Reminder: interview in 24 hours: ${b.candidate.name} — ${b.job.title}`,
    ]);
  });

  it('after an outage sends only the latest reminder due, and drops a before-reminder once the interview started', async () => {
    const b = await booked({ candidateEmail: null });
    expect(await sweep(b.start - 30 * 60_000)).toEqual({ sent: 1, dropped: 3 });
    expect(await mailAbout(b.candidate.name)).toEqual([
      `${b.interviewer.email}: Reminder: interview in 1 hour: ${b.candidate.name} — ${b.job.title}`,
    ]);
    const late = await booked();
    // The before-reminders (two kinds, two offsets) are logged as dropped, and the first feedback reminder.
    expect(await sweep(late.end + 13 * HOUR)).toEqual({ sent: 1, dropped: 5 });
    expect(await mailAbout(late.candidate.name)).toEqual([
      `${late.interviewer.email}: Feedback due: ${late.candidate.name} — ${late.job.title}`,
    ]);
    const log = await t.db
      .select({
        kind: interviewNotifications.kind,
        outcome: interviewNotifications.outcome,
        reason: interviewNotifications.reason,
      })
      .from(interviewNotifications)
      .where(
        and(
          eq(interviewNotifications.interviewId, late.interview.id),
          eq(interviewNotifications.kind, 'feedback_reminder'),
        ),
      )
      .orderBy(interviewNotifications.dueAt);
    expect(log).toEqual([
      {
        kind: 'feedback_reminder',
        outcome: 'dropped',
        reason: 'a later reminder of the same kind was due too',
      },
      { kind: 'feedback_reminder', outcome: 'sent', reason: null },
    ]);
  });

  it('never sends one twice when sweeps run at once (two instances)', async () => {
    const b = await booked();
    const results = await Promise.all([
      sweep(b.start - 24 * HOUR + 1000),
      sweep(b.start - 24 * HOUR + 2000),
      sweep(b.start - 24 * HOUR + 3000),
    ]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    expect(await mailAbout(b.candidate.name)).toHaveLength(1);
    expect(await candidateMail(b.candidateEmail)).toHaveLength(1);
  });
});

describe('reminders on Telegram', () => {
  const t = useTestApp({
    config: { ...testConfig, telegram: { botToken: 'test-token', apiUrl: 'http://127.0.0.1:9' } },
  });

  it('reach an interviewer with a chat id on Telegram, with the deadline in their own time zone', async () => {
    const start = new Date(Math.ceil((Date.now() + 40 * DAY) / HOUR) * HOUR);
    const fixture = await createInterviewFixture(t.db, { date: start });
    await t.db
      .update(interviewers)
      .set({ telegramChatId: '4242', timezone: 'Asia/Kolkata' })
      .where(eq(interviewers.id, fixture.interviewer.id));
    const end = start.getTime() + HOUR;
    await sendDueReminders({
      db: t.db,
      queue: queueWithoutWorkers,
      config: t.config,
      now: new Date(end + HOUR),
    });
    const messages = await t.db
      .select()
      .from(outboundTelegramMessages)
      .where(eq(outboundTelegramMessages.chatId, '4242'));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.text).toMatch(/^Feedback due: /);
    expect(messages[0]?.text).toContain('(Asia/Kolkata)');
    expect(
      await t.db.select().from(outboundEmails).where(eq(outboundEmails.to, fixture.interviewer.email)),
    ).toEqual([]);
  });
});
