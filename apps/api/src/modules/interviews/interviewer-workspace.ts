import { type InterviewListParams, interviewListQuerySchema } from '@interview-hub/contracts/interviews';
import type { UpcomingReminder, Workspace, WorkspaceInterview } from '@interview-hub/contracts/workspace';
import { inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { interviewers, jobs } from '../../db/schema/index';
import { reminderPlan } from '../reminders/reminder-plan';
import { readAgencySettings } from '../settings/agency-settings';
import { toInterviewDto } from './interview-dto';
import { type InterviewRow, selectInterviewPage } from './interviews.repository';

const HOUR = 3_600_000;

/**
 * The interviewer's own day (issue 19): today's and upcoming interviews with the position's notes for
 * interviewers, the feedback they owe (oldest deadline first), their recent history, and the reminders that will
 * reach them. Scoped to the caller's own interviews by e-mail, whatever their role.
 */
export async function interviewerWorkspace(options: {
  db: Db;
  config: Config;
  actor: Actor;
  from?: string;
}): Promise<Workspace> {
  const { db, actor } = options;
  const now = new Date();
  const scope = { interviewerEmail: actor.email };
  const page = (query: Record<string, unknown>) =>
    selectInterviewPage(
      db,
      {
        params: interviewListQuerySchema.parse(query) as InterviewListParams,
        matches: null,
        recruiterId: null,
        now,
      },
      scope,
    );
  const from = options.from ?? new Date(now.getTime() - 12 * HOUR).toISOString();
  const [upcoming, due, recent] = await Promise.all([
    page({ status: 'scheduled', date_from: from, sort_by: 'date', sort_order: 'asc', limit: 50 }),
    page({ awaiting_feedback: 'true', sort_by: 'feedback_due_at', sort_order: 'asc', limit: 50 }),
    page({ date_to: now.toISOString(), sort_by: 'date', sort_order: 'desc', limit: 10 }),
  ]);
  const notes = await notesForInterviewers(db, [...upcoming, ...due, ...recent]);
  const [self] = await db
    .select({ id: interviewers.id })
    .from(interviewers)
    .where(sql`lower(${interviewers.email}) = lower(${actor.email})`);
  const withNotes = (rows: InterviewRow[]): WorkspaceInterview[] =>
    rows.map((row) => ({
      ...toInterviewDto(row, now),
      note_for_interviewers: notes.get(row.job.id) ?? null,
    }));
  return {
    interviewer_id: self?.id ?? null,
    upcoming: withNotes(upcoming.filter((row) => end(row) > now.getTime())),
    feedback_due: withNotes(due),
    recent: withNotes(recent),
    reminders: await upcomingReminders(options, [...upcoming, ...due], now),
  };
}

const end = (row: InterviewRow) => row.interview.date.getTime() + row.interview.duration * 60_000;

async function notesForInterviewers(db: Db, rows: InterviewRow[]): Promise<Map<number, string | null>> {
  const ids = [...new Set(rows.map((row) => row.job.id))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: jobs.id, note: jobs.noteForInterviewers })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  return new Map(found.map((job) => [job.id, job.note]));
}

/** The interviewer's own reminders still to come, soonest first: before each interview, and for feedback owed. */
async function upcomingReminders(
  options: { db: Db; config: Config },
  rows: InterviewRow[],
  now: Date,
): Promise<UpcomingReminder[]> {
  if (!rows.length) return [];
  const { settings } = await readAgencySettings(options.db, options.config.defaultTimeZone);
  const chats = await options.db
    .select({ id: interviewers.id, chat: interviewers.telegramChatId })
    .from(interviewers)
    .where(inArray(interviewers.id, [...new Set(rows.map((row) => row.interviewer.id))]));
  const telegram = new Set(chats.filter((c) => c.chat && options.config.telegram).map((c) => c.id));
  const seen = new Set<number>();
  return rows
    .filter((row) => !seen.has(row.interview.id) && seen.add(row.interview.id))
    .flatMap((row) =>
      reminderPlan(row.interview, settings)
        .filter(
          (reminder): reminder is typeof reminder & { kind: UpcomingReminder['kind'] } =>
            (reminder.kind === 'interviewer_before' && row.interview.status === 'scheduled') ||
            (reminder.kind === 'feedback_reminder' && row.feedbackId === null),
        )
        .filter((reminder) => reminder.dueAt > now)
        .map((reminder) => ({
          interview_id: row.interview.id,
          kind: reminder.kind,
          due_at: reminder.dueAt.toISOString(),
          channel: telegram.has(row.interviewer.id) ? ('telegram' as const) : ('email' as const),
          candidate_name: row.candidate.name,
        })),
    )
    .sort((a, b) => a.due_at.localeCompare(b.due_at))
    .slice(0, 20);
}
