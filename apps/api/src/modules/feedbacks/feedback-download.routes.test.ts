import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { testConfig, useTestApp } from '../../../test/test-app';
import { candidates } from '../../db/schema/index';
import { pdfText } from '../../documents/pdf-test-support';

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

describe('GET /api/feedbacks/{id}/download', () => {
  // The agency's zone, which the report's dates are printed in.
  const t = useTestApp({ config: { ...testConfig, defaultTimeZone: 'Europe/Berlin' } });

  /** A submitted feedback on a candidate called `name`, and an admin's headers to download it. */
  async function feedbackFor(name: string) {
    const { headers } = await t.signIn('admin');
    const date = new Date('2026-03-05T09:30:00Z');
    const { interview, candidate } = await createInterviewFixture(t.db, { date });
    await t.db.update(candidates).set({ name }).where(eq(candidates.id, candidate.id));
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/interviews/${interview.id}/feedback`,
      headers,
      payload: submission,
    });
    expect(submitted.statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks?interview_id=${interview.id}`,
      headers,
    });
    return { id: list.json().data[0].id as number, headers };
  }

  it('answers the PDF report named after the candidate: the Cyrillic name in filename*, transliterated in filename', async () => {
    const { id, headers } = await feedbackFor('Олена Коваль');

    const res = await t.app.inject({ method: 'GET', url: `/api/feedbacks/${id}/download`, headers });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=feedback-${id}-olena-koval.pdf; ` +
        `filename*=UTF-8''feedback-${id}-${encodeURIComponent('олена-коваль')}.pdf`,
    );
    expect(res.headers['access-control-expose-headers']).toBe('Content-Disposition');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(res.rawPayload)).toContain('Олена Коваль');
  });

  it('gives an accented name an ASCII fallback without its accents', async () => {
    const { id, headers } = await feedbackFor('Ana Núñez');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks/${id}/download?format=pdf`,
      headers,
    });

    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=feedback-${id}-ana-nunez.pdf; ` +
        `filename*=UTF-8''feedback-${id}-ana-n%C3%BA%C3%B1ez.pdf`,
    );
  });

  it('prints the dates in the agency time zone, named', async () => {
    const { id, headers } = await feedbackFor('Ana Núñez');
    const res = await t.app.inject({ method: 'GET', url: `/api/feedbacks/${id}/download`, headers });

    const text = pdfText(res.rawPayload);
    expect(text).toContain('5 Mar 2026, 10:30 CET (Europe/Berlin)');
    expect(text).toMatch(/Submitted \d{1,2} \w{3} \d{4}, \d\d:\d\d CES?T \(Europe\/Berlin\)/);
  });

  it("follows the agency's time zone as an admin sets it in Settings, without a restart", async () => {
    const { id, headers } = await feedbackFor('Olena Koval');
    const current = (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers,
      payload: { ...current.settings, time_zone: 'Asia/Kolkata' },
    });
    expect(saved.statusCode).toBe(200);
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/feedbacks/${id}/download`, headers });
      expect(pdfText(res.rawPayload)).toContain('5 Mar 2026, 15:00 GMT+5:30 (Asia/Kolkata)');
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: current.settings });
    }
  });

  it('still answers the zip of the PDF and the feedback as JSON with format=zip', async () => {
    const { id, headers } = await feedbackFor('Ana Núñez');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks/${id}/download?format=zip`,
      headers,
    });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=feedback-${id}.zip`);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([`feedback-${id}.json`, `feedback-${id}.pdf`]);
  });

  it('refuses an unknown format with a 400', async () => {
    const { id, headers } = await feedbackFor('Ana Núñez');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/feedbacks/${id}/download?format=docx`,
      headers,
    });

    expect(res.statusCode).toBe(400);
  });
});
