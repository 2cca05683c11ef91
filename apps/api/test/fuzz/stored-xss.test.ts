import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeManatal, startFakeManatal } from '../../src/integrations/manatal/fake-manatal-server';
import { createManatalClient } from '../../src/integrations/manatal/manatal-client';
import { createBookingParties, nextWeekdayAt } from '../booking-parties';
import { createCandidate, createInterview, createJob } from '../factories';
import { createInterviewFixture } from '../interview-fixture';
import { useTestApp } from '../test-app';
import { dangerIn, harmlessFragments, harmlessHtml, harmlessLink, xssPayloads } from './xss-payloads';

type Stored = Record<string, string | null | undefined>;

/** Every problem with the stored fields: a payload that survived, or harmless formatting that did not. */
function problemsWith(stored: Stored): string[] {
  return Object.entries(stored).flatMap(([field, html]) => {
    if (typeof html !== 'string') return [`${field} was not stored`];
    const danger = dangerIn(html);
    const lost = [...harmlessFragments, harmlessLink].filter((fragment) => !html.includes(fragment));
    return [
      ...(danger ? [`${field} ${danger}: ${html}`] : []),
      ...lost.map((fragment) => `${field} lost ${fragment}: ${html}`),
    ];
  });
}

/** The payload between harmless formatting, as an editor would send it. */
const html = (payload: string) => `${harmlessHtml}${payload}<p>after</p>`;

function structuredFeedback(payload: string) {
  return {
    knowledge_areas: [
      { id: null, name: 'React', level: 'meets expectations', questions: [], note: html(payload) },
    ],
    candidate_level: 'Middle',
    rating: 4,
    overall_recommendation: 'Pass',
    strong_sides: html(payload),
    areas_for_improvements: html(payload),
    overall_comment: html(payload),
  };
}

type StructuredFeedback = ReturnType<typeof structuredFeedback>;
const feedbackFields = (feedback: StructuredFeedback): Stored => ({
  'knowledge area note': feedback.knowledge_areas[0]?.note,
  strong_sides: feedback.strong_sides,
  areas_for_improvements: feedback.areas_for_improvements,
  overall_comment: feedback.overall_comment,
});

describe('HTML is sanitised when it is written', () => {
  let fake: FakeManatal;
  beforeAll(async () => {
    fake = await startFakeManatal({ token: 'xss-test', sizes: { organizations: 2, jobs: 2, candidates: 3 } });
  });
  afterAll(() => fake?.close());
  const t = useTestApp(() => ({
    manatal: createManatalClient({ baseUrl: fake.url, token: 'xss-test', requestsPerMinute: 10_000 }),
  }));
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = (await t.signIn('recruiter')).headers;
  });
  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('keeps formatting and drops scripts in recruiter notes of a new interview', async () => {
    const parties = await createBookingParties(t.db);
    const problems: string[] = [];
    for (const [index, payload] of xssPayloads.entries()) {
      const created = await send('POST', '/api/interviews', {
        interviewer_id: parties.interviewer.id,
        job_id: parties.job.id,
        candidate_id: parties.candidate.id,
        date: nextWeekdayAt(9 + (index % 8), 0, 2 + Math.floor(index / 8)).toISOString(),
        duration: 30,
        timezone: 'UTC',
        allow_conflict: true,
        recruiter_notes: html(payload),
      });
      expect(created.statusCode, created.body).toBe(201);
      const read = await send('GET', `/api/interviews/${created.json().id}`);
      problems.push(...problemsWith({ [`recruiter_notes for ${payload}`]: read.json().recruiter_notes }));
    }
    expect(problems).toEqual([]);
  });

  it('keeps formatting and drops scripts in candidate notes', async () => {
    const candidate = await createCandidate(t.db);
    const problems: string[] = [];
    for (const payload of xssPayloads) {
      const notes = `[2026-01-02]: ${html(payload)}`;
      const saved = await send('PUT', `/api/candidates/${candidate.id}`, { name: candidate.name, notes });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = await send('GET', `/api/candidates/${candidate.id}`);
      problems.push(...problemsWith({ [`notes for ${payload}`]: read.json().notes }));
    }
    expect(problems).toEqual([]);
  });

  it('keeps formatting and drops scripts in every text of submitted feedback', async () => {
    const { interviewer, job } = await createInterviewFixture(t.db);
    const problems: string[] = [];
    for (const payload of xssPayloads) {
      const interview = await createInterview(t.db, {
        interviewerId: interviewer.id,
        jobId: job.id,
        date: new Date(Date.now() - 3600_000),
      });
      const { knowledge_areas, ...summary } = structuredFeedback(payload);
      const submitted = await send('POST', `/api/interviews/${interview.id}/feedback`, {
        ...summary,
        feedback_type: 'by_knowledge_area',
        feedback_text: JSON.stringify(knowledge_areas),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      const [feedback] = (await send('GET', `/api/feedbacks?interview_id=${interview.id}`)).json().data;
      problems.push(...problemsWith(feedbackFields(JSON.parse(feedback.feedback_text))));
    }
    expect(problems).toEqual([]);
  });

  it('keeps formatting and drops scripts in every text of edited feedback', async () => {
    const { interview } = await createInterviewFixture(t.db);
    const submitted = await send('POST', `/api/interviews/${interview.id}/feedback`, {
      ...structuredFeedback('<p>first</p>'),
      feedback_text: JSON.stringify(structuredFeedback('<p>first</p>').knowledge_areas),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [feedback] = (await send('GET', `/api/feedbacks?interview_id=${interview.id}`)).json().data;
    const problems: string[] = [];
    for (const payload of xssPayloads) {
      const feedbackText = JSON.stringify(structuredFeedback(payload));
      const saved = await send('PUT', `/api/feedbacks/${feedback.id}`, { feedback_text: feedbackText });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = (await send('GET', `/api/feedbacks/${feedback.id}`)).json();
      problems.push(...problemsWith(feedbackFields(JSON.parse(read.feedback_text))));
    }
    expect(problems).toEqual([]);
  });

  it('keeps formatting and drops scripts in both notes of a position', async () => {
    const job = await createJob(t.db);
    const problems: string[] = [];
    for (const payload of xssPayloads) {
      const saved = await send('PUT', `/api/jobs/${job.id}`, {
        note_for_interviewers: html(payload),
        internal_notes: html(payload),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const read = (await send('GET', `/api/jobs/${job.id}`)).json();
      problems.push(
        ...problemsWith({
          [`note_for_interviewers for ${payload}`]: read.note_for_interviewers,
          [`internal_notes for ${payload}`]: read.internal_notes,
        }),
      );
    }
    expect(problems).toEqual([]);
  });

  it('keeps plain-text position notes as they were typed', async () => {
    const job = await createJob(t.db);
    const plain = 'Ask about a < b && c > d\nsecond line & more';
    const saved = await send('PUT', `/api/jobs/${job.id}`, { note_for_interviewers: plain });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await send('GET', `/api/jobs/${job.id}`)).json().note_for_interviewers).toBe(plain);
  });

  it('keeps formatting and drops scripts in candidate notes imported from Manatal', async () => {
    const [candidate] = fake.data.candidates;
    if (!candidate) throw new Error('the fake has no candidate');
    fake.data.notes.set(
      candidate.id,
      xssPayloads.map((payload, index) => ({
        id: 9000 + index,
        info: html(payload),
        creator: 1,
        created_at: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
      })),
    );
    const imported = await send('POST', '/api/candidates/import/manatal', { manatal_id: candidate.id });
    expect(imported.statusCode, imported.body).toBe(200);
    const notes: string = imported.json().candidate.notes;
    const entries = notes.split(/\n(?=\[\d{4}-\d{2}-\d{2}\]:)/);
    expect(entries).toHaveLength(xssPayloads.length);
    expect(entries.flatMap((entry, index) => problemsWith({ [`imported note ${index}`]: entry }))).toEqual(
      [],
    );
  });
});
