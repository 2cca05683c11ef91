import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { useTestApp } from '../../../test/test-app';
import { feedbacks, interviews } from '../../db/schema/index';

const area = (
  name: string,
  level = 'meets expectations',
  note = 'Solid understanding shown across the questions asked.',
) => ({
  id: null,
  name,
  level,
  questions: [{ id: null, text: `What about ${name}?`, level: 'middle' }],
  note,
});
const submission = (overrides: object = {}) => ({
  feedback_type: 'by_knowledge_area',
  feedback_text: JSON.stringify([area('React'), area('Testing', 'N/A', '')]),
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear communication',
  areas_for_improvements: 'System design depth',
  overall_comment: 'Recommended for the next round',
  ...overrides,
});

describe('feedback', () => {
  const t = useTestApp();
  const submit = (headers: { authorization: string }, interviewId: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/interviews/${interviewId}/feedback`,
      headers: headers as Record<string, string>,
      payload,
    });

  it('stores the feedback, completes the interview and answers the PDF report', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const { interview, candidate } = await createInterviewFixture(t.db, { interviewerEmail: user.email });
    const res = await submit(headers, interview.id, submission({ interview_id: interview.id }));
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=feedback-\d+-[a-z0-9-]+\.pdf$/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [after] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(after?.status).toBe('completed');
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/feedbacks?interview_id=${interview.id}`, headers })
    ).json();
    expect(list.data[0]).toMatchObject({
      rating: 4,
      overall_recommendation: 'Pass',
      candidate: { name: candidate.name },
      author: { id: user.id },
    });
    expect(
      JSON.parse(list.data[0].feedback_text).knowledge_areas.map((a: { name: string }) => a.name),
    ).toEqual(['React', 'Testing']);
  });

  it('names the feedback on the interview once it is submitted, so the form can link to it', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const { interview } = await createInterviewFixture(t.db, { interviewerEmail: user.email });
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/interviews/${interview.id}`, headers })).json();
    expect(await read()).toMatchObject({ has_feedback: false, feedback_id: null });
    await submit(headers, interview.id, submission());
    const [feedback] = await t.db.select().from(feedbacks).where(eq(feedbacks.interviewId, interview.id));
    expect(await read()).toMatchObject({ has_feedback: true, feedback_id: feedback?.id });
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/interviews?status=completed&limit=200', headers })
    ).json();
    expect(listed.data.find((i: { id: number }) => i.id === interview.id)?.feedback_id).toBe(feedback?.id);
  });

  it.each([
    [
      'a short note on an assessed area',
      { feedback_text: JSON.stringify([area('React', 'meets expectations', 'too short')]) },
      'Note must be at least 30 characters.',
    ],
    ['a missing strong sides', { strong_sides: '  ' }, 'This field is required.'],
    ['a missing recommendation', { overall_recommendation: undefined }, 'Recommendation is required.'],
    ['a rating out of range', { rating: 7 }, 'Rating must be between 1 and 5.'],
    ['an unknown area level', { feedback_text: JSON.stringify([area('React', 'amazing')]) }, ''],
    [
      'feedback_text that is not JSON',
      { feedback_text: 'hello' },
      'feedback_text must be a JSON list of knowledge areas',
    ],
  ])('answers 400 for %s', async (_name, override, message) => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await createInterviewFixture(t.db);
    const res = await submit(headers, interview.id, submission(override));
    expect(res.statusCode).toBe(400);
    if (message) expect(JSON.stringify(res.json().error)).toContain(message);
  });

  it('answers 409 to a second submission on the interview, by anyone, and for a cancelled interview', async () => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await createInterviewFixture(t.db);
    expect((await submit(headers, interview.id, submission())).statusCode).toBe(201);
    expect((await submit(headers, interview.id, submission())).statusCode).toBe(409);
    const admin = await t.signIn('admin');
    const again = await submit(admin.headers, interview.id, submission());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Feedback was already submitted for this interview; edit it instead',
    );
    const cancelled = await createInterviewFixture(t.db, { status: 'cancelled' });
    expect((await submit(headers, cancelled.interview.id, submission())).statusCode).toBe(409);
  });

  it('stores one feedback when ten submissions for one interview arrive at once', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const { interview } = await createInterviewFixture(t.db, { interviewerEmail: user.email });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => submit(headers, interview.id, submission())),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await t.db.select().from(feedbacks).where(eq(feedbacks.interviewId, interview.id));
    expect(stored).toHaveLength(1);
  });

  it('lets either cancel or feedback win when they race, never both', async () => {
    const { headers } = await t.signIn('admin');
    for (let round = 0; round < 5; round++) {
      const { interview } = await createInterviewFixture(t.db);
      const [cancel, feedback] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/interviews/${interview.id}/cancel`, headers }),
        submit(headers, interview.id, submission()),
      ]);
      const [after] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
      const stored = await t.db.select().from(feedbacks).where(eq(feedbacks.interviewId, interview.id));
      const outcome = {
        cancel: cancel.statusCode,
        feedback: feedback.statusCode,
        status: after?.status,
        feedbacks: stored.length,
      };
      expect([
        { cancel: 200, feedback: 409, status: 'cancelled', feedbacks: 0 },
        { cancel: 409, feedback: 201, status: 'completed', feedbacks: 1 },
      ]).toContainEqual(outcome);
    }
  });

  it("refuses feedback before the interview's start, telling when it opens", async () => {
    const { user, headers } = await t.signIn('interviewer');
    const start = new Date(Date.UTC(2099, 11, 3, 10, 0));
    const { interview } = await createInterviewFixture(t.db, { interviewerEmail: user.email, date: start });
    const res = await submit(headers, interview.id, submission());
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      message: "Feedback can be submitted from the interview's start, 3 Dec 2099, 10:00 UTC",
      details: { starts_at: '2099-12-03T10:00:00.000Z' },
    });
    const [after] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(after?.status).toBe('scheduled');
    expect(await t.db.select().from(feedbacks).where(eq(feedbacks.interviewId, interview.id))).toEqual([]);
  });

  it("keeps interviewers to their own interviews and feedback (404 for others')", async () => {
    const { headers } = await t.signIn('interviewer');
    const other = await createInterviewFixture(t.db);
    expect((await submit(headers, other.interview.id, submission())).statusCode).toBe(404);
    const staff = await t.signIn('recruiter');
    const created = await submit(staff.headers, other.interview.id, submission());
    expect(created.statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/feedbacks?limit=200', headers })).json();
    expect(list.data.every((f: { interview_id: number }) => f.interview_id !== other.interview.id)).toBe(
      true,
    );
    const staffList = (
      await t.app.inject({
        method: 'GET',
        url: `/api/feedbacks?interview_id=${other.interview.id}`,
        headers: staff.headers,
      })
    ).json();
    const id = staffList.data[0].id;
    expect((await t.app.inject({ method: 'GET', url: `/api/feedbacks/${id}`, headers })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/feedbacks/${id}/download`, headers })).statusCode,
    ).toBe(404);
  });

  it('edits structured feedback with the same rules, or replaces it with plain text; blank is refused', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const { interview } = await createInterviewFixture(t.db, { interviewerEmail: user.email });
    await submit(headers, interview.id, submission());
    const [feedback] = (
      await t.app.inject({ method: 'GET', url: `/api/feedbacks?interview_id=${interview.id}`, headers })
    ).json().data;
    const structured = { ...JSON.parse(feedback.feedback_text), rating: 2, overall_recommendation: 'Fail' };
    const put = (text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/feedbacks/${feedback.id}`,
        headers,
        payload: { feedback_text: text },
      });
    const edited = await put(JSON.stringify(structured));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 2, overall_recommendation: 'Fail' });
    expect((await put(JSON.stringify({ ...structured, rating: 9 }))).statusCode).toBe(400);
    const plain = await put('  Plain words about the candidate.  ');
    expect(plain.json().feedback_text).toBe('Plain words about the candidate.');
    expect((await put('   ')).statusCode).toBe(400);
    const stranger = await t.signIn('interviewer', { email: user.email.replace('@', '+x@') });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/feedbacks/${feedback.id}`,
          headers: stranger.headers,
          payload: { feedback_text: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sanitises HTML in notes and comments when it is written', async () => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await createInterviewFixture(t.db);
    const note =
      '<p>Good <b>hooks</b> knowledge overall<img src=x onerror=alert(1)><script>alert(2)</script></p>';
    await submit(
      headers,
      interview.id,
      submission({
        feedback_text: JSON.stringify([area('React', 'exceeds expectations', note)]),
        overall_comment: '<a href="javascript:alert(3)">x</a>ok',
      }),
    );
    const [feedback] = (
      await t.app.inject({ method: 'GET', url: `/api/feedbacks?interview_id=${interview.id}`, headers })
    ).json().data;
    expect(feedback.feedback_text).not.toMatch(/onerror|<script|javascript:/);
    expect(feedback.feedback_text).toContain('<b>hooks</b>');
  });

  it('downloads, with format=zip, a zip with the PDF report and the feedback as JSON', async () => {
    const { headers } = await t.signIn('admin');
    const { interview } = await createInterviewFixture(t.db);
    await submit(headers, interview.id, submission());
    const [feedback] = (
      await t.app.inject({ method: 'GET', url: `/api/feedbacks?interview_id=${interview.id}`, headers })
    ).json().data;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks/${feedback.id}/download?format=zip`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=feedback-${feedback.id}.zip`);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      `feedback-${feedback.id}.json`,
      `feedback-${feedback.id}.pdf`,
    ]);
  });
});
