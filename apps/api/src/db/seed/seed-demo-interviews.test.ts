import { interviewStatuses } from '@interview-hub/contracts/interviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { feedbacks, interviewEvents, interviews } from '../schema/interviews';
import { interviewers, jobs } from '../schema/records';
import { knowledgeAreas, questionLevels, questions } from '../schema/templates';
import { users } from '../schema/users';
import { seedDemoData } from './seed-demo-data';

// A Monday: the day before is a weekend, which the seed must step over.
const now = new Date('2026-03-16T00:00:00Z');

type Interview = typeof interviews.$inferSelect;

/** The structured feedback the per-knowledge-area form submits (product spec §3, Feedback). */
const structuredFeedback = z.object({
  knowledge_areas: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string().min(1),
        level: z.enum(['meets expectations', 'exceeds expectations', 'below expectations', 'N/A']),
        questions: z.array(
          z.object({ id: z.number().int(), text: z.string().min(1), level: z.enum(questionLevels) }),
        ),
        note: z.string().min(30),
      }),
    )
    .min(1),
  candidate_level: z.enum(['Junior', 'Middle', 'Senior']),
  rating: z.number().int().min(1).max(5),
  overall_recommendation: z.enum(['Pass', 'Fail']),
  strong_sides: z.string().min(1),
  areas_for_improvements: z.string().min(1),
  overall_comment: z.string().min(1),
});

const end = (i: Interview) => i.date.getTime() + i.duration * 60_000;
const utcMinutes = (date: Date) => date.getUTCHours() * 60 + date.getUTCMinutes();

describe('seedDemoData interviews', () => {
  let database: Database;
  let rows: Interview[];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    await seedDemoData(database.db, { now });
    rows = await database.db.select().from(interviews);
  });
  afterAll(() => database.close());

  it('has past and future interviews in every status', () => {
    const past = rows.filter((i) => i.date < now);
    const future = rows.filter((i) => i.date > now);
    expect(new Set(rows.map((i) => i.status))).toEqual(new Set(interviewStatuses));
    expect(past.filter((i) => i.status === 'completed').length).toBeGreaterThan(past.length / 2);
    expect(past.some((i) => i.status === 'cancelled')).toBe(true);
    expect(future.some((i) => i.status === 'scheduled')).toBe(true);
    expect(future.some((i) => i.status === 'cancelled')).toBe(true);
    expect(future.some((i) => i.status === 'completed')).toBe(false);
  });

  it('says who cancelled and why, and gives every interview its feedback deadline', () => {
    const cancelled = rows.filter((i) => i.status === 'cancelled');
    expect(cancelled.every((i) => i.cancelledBy !== null && i.cancelReason !== null)).toBe(true);
    expect(new Set(cancelled.map((i) => i.cancelledBy)).size).toBeGreaterThan(1);
    expect(rows.filter((i) => i.status !== 'cancelled' && i.cancelledBy !== null)).toEqual([]);
    for (const interview of rows) {
      expect(interview.feedbackDueAt?.getTime()).toBe(end(interview) + 24 * 3_600_000);
    }
  });

  it('gives the demo interviewer a held interview still awaiting feedback, and no feedback before a start', async () => {
    const [ian] = await database.db
      .select()
      .from(interviewers)
      .where(eq(interviewers.email, 'interviewer@example.com'));
    const awaiting = rows.filter(
      (i) =>
        i.interviewerId === ian?.id &&
        i.status === 'scheduled' &&
        end(i) <= now.getTime() &&
        i.templateId !== null,
    );
    expect(awaiting.length).toBeGreaterThan(0);
    const given = await database.db
      .select({ at: feedbacks.createdAt, start: interviews.date })
      .from(feedbacks)
      .innerJoin(interviews, eq(interviews.id, feedbacks.interviewId));
    expect(given.filter(({ at, start }) => at < start)).toEqual([]);
  });

  it('books upcoming interviews on weekdays, on the hour or half hour, within 09:00–18:00 UTC', () => {
    for (const interview of rows.filter((i) => i.date > now)) {
      expect([1, 2, 3, 4, 5]).toContain(interview.date.getUTCDay());
      expect(interview.date.getUTCMinutes() % 30).toBe(0);
      expect(utcMinutes(interview.date)).toBeGreaterThanOrEqual(9 * 60);
      expect(utcMinutes(new Date(end(interview)))).toBeLessThanOrEqual(18 * 60);
      expect([30, 60, 90, 120]).toContain(interview.duration);
    }
  });

  it('never books an interviewer or a candidate twice at the same time', () => {
    const booked = rows.filter((i) => i.status !== 'cancelled');
    for (const a of booked) {
      for (const b of booked) {
        if (a.id >= b.id || (a.interviewerId !== b.interviewerId && a.candidateId !== b.candidateId))
          continue;
        expect(a.date.getTime() >= end(b) || b.date.getTime() >= end(a), `${a.id} overlaps ${b.id}`).toBe(
          true,
        );
      }
    }
  });

  it('pairs each interview with an interviewer who knows one of the position technologies', async () => {
    const jobTech = new Map((await database.db.select().from(jobs)).map((j) => [j.id, j.technologies]));
    const stack = new Map((await database.db.select().from(interviewers)).map((i) => [i.id, i.techStack]));
    for (const interview of rows) {
      const known = new Set(stack.get(interview.interviewerId)?.map((t) => t.toLowerCase()));
      expect(jobTech.get(interview.jobId)?.some((t) => known.has(t.toLowerCase()))).toBe(true);
    }
  });

  it('links each interview to its own feedback form and the template of its position', async () => {
    const templateOfJob = new Map((await database.db.select().from(jobs)).map((j) => [j.id, j.templateId]));
    for (const interview of rows) {
      expect(interview.feedbackFormLink).toBe(`/feedback/form/type2/${interview.id}`);
      expect(interview.callLink).toMatch(/^https:\/\/meet\.jit\.si\/ih-[a-z0-9]+$/);
      expect(interview.templateId).toBe(templateOfJob.get(interview.jobId));
      expect(interview.updatedAt.getTime()).toBeGreaterThanOrEqual(interview.createdAt.getTime());
      expect(interview.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('records a created event for every interview and one rescheduled event per reschedule', async () => {
    const events = await database.db.select().from(interviewEvents);
    expect(rows.some((i) => i.rescheduleCount > 0)).toBe(true);
    for (const interview of rows) {
      const own = events.filter((e) => e.interviewId === interview.id);
      expect(own.filter((e) => e.kind === 'created')).toHaveLength(1);
      const moves = own.filter((e) => e.kind === 'rescheduled');
      expect(moves).toHaveLength(interview.rescheduleCount);
      const last = moves.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
      if (last) {
        expect(last.toDate).toEqual(interview.date);
        expect(last.toDuration).toBe(interview.duration);
        expect(last.fromDate).not.toBeNull();
      }
    }
  });

  it('stores structured feedback for every completed interview, by its interviewer when they have an account', async () => {
    const { db } = database;
    const feedbackRows = await db.select().from(feedbacks);
    const userIdByEmail = new Map((await db.select().from(users)).map((u) => [u.email, u.id]));
    const emailOf = new Map((await db.select().from(interviewers)).map((i) => [i.id, i.email]));
    const areaTemplate = new Map((await db.select().from(knowledgeAreas)).map((a) => [a.id, a.templateId]));
    const questionArea = new Map((await db.select().from(questions)).map((q) => [q.id, q.knowledgeAreaId]));
    const completed = rows.filter((i) => i.status === 'completed');
    expect(feedbackRows).toHaveLength(completed.length);
    for (const interview of completed) {
      const feedback = feedbackRows.find((f) => f.interviewId === interview.id);
      if (!feedback) throw new Error(`no feedback for interview ${interview.id}`);
      const content = structuredFeedback.parse(JSON.parse(feedback.feedbackText));
      expect(content.rating).toBe(feedback.rating);
      expect(content.overall_recommendation).toBe(feedback.overallRecommendation);
      expect(feedback.feedbackType).toBe('by_knowledge_area');
      expect(feedback.authorId).toBe(userIdByEmail.get(emailOf.get(interview.interviewerId) ?? '') ?? null);
      expect(feedback.createdAt.getTime()).toBeGreaterThan(end(interview));
      for (const area of content.knowledge_areas) {
        if (interview.templateId !== null) expect(areaTemplate.get(area.id)).toBe(interview.templateId);
        for (const question of area.questions) expect(questionArea.get(question.id)).toBe(area.id);
      }
    }
    expect(feedbackRows.some((f) => f.authorId !== null)).toBe(true);
  });
});
