import { periodOf } from '@interview-hub/contracts/money';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedbackBody } from '../../../test/feedback-body';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { useTestApp } from '../../../test/test-app';
import { candidates, clients, interviewers, interviews } from '../../db/schema/index';
import { pdfPages } from '../../documents/pdf-layout-support';
import { pdfText } from '../../documents/pdf-test-support';

const HOUR = 3_600_000;
const BOM = '\uFEFF';

/** The CSV's rows, the byte order mark taken off, as a spreadsheet reads them. */
const rowsOf = (csv: string): string[][] => parse(csv.slice(BOM.length), { relax_column_count: true });

/** What a PDF prints on the same line as a label, right of it (a total's amount), as its reader lays it out. */
async function printedBeside(pdf: Buffer, label: string): Promise<string[]> {
  const texts = (await pdfPages(pdf)).flatMap((page) => page.texts);
  return texts
    .filter((text) => text.text === label)
    .map((labelText) =>
      texts
        .filter((text) => text.left > labelText.right && Math.abs(text.bottom - labelText.bottom) < 2)
        .map((text) => text.text)
        .join(' '),
    );
}

describe('statements and invoice drafts', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  /**
   * An interview priced at 100.00 an hour for the interviewer and 150.00 per interview for the client, its
   * candidate and interviewer named as given.
   */
  async function pricedInterview(names: {
    candidate: string;
    interviewer?: string;
    interviewerEmail?: string;
  }) {
    const fixture = await createInterviewFixture(t.db, {
      date: new Date(Date.now() - 3 * HOUR),
      ...(names.interviewerEmail ? { interviewerEmail: names.interviewerEmail } : {}),
    });
    await t.db
      .update(candidates)
      .set({ name: names.candidate })
      .where(eq(candidates.id, fixture.candidate.id));
    await t.db
      .update(interviewers)
      .set({ price: 100, ...(names.interviewer ? { name: names.interviewer } : {}) })
      .where(eq(interviewers.id, fixture.interviewer.id));
    await t.db
      .update(clients)
      .set({ name: 'Acme Україна', billing: { mode: 'per_interview', amount: 15_000, by_level: {} } })
      .where(eq(clients.id, fixture.client.id));
    return { ...fixture, period: periodOf(fixture.interview.date, t.config.defaultTimeZone) };
  }

  it("gives an interviewer's statement as CSV with a BOM, neutralised names, plain amounts and totals equal to the lines", async () => {
    const admin = await t.signIn('admin');
    const { interview, interviewer, period } = await pricedInterview({
      candidate: '=HYPERLINK("http://evil.example","click")',
      interviewer: 'Олена Коваль',
    });
    await post(`/api/interviews/${interview.id}/outcome`, admin.headers, { outcome: 'completed' });
    // Feedback after its deadline: the held 100.00 is reversed and 90.00 earned.
    await t.db
      .update(interviews)
      .set({ feedbackDueAt: new Date(Date.now() - HOUR) })
      .where(eq(interviews.id, interview.id));
    await post(`/api/interviews/${interview.id}/feedback`, admin.headers, feedbackBody);

    const answer = await get(
      `/api/finance/statements/${interviewer.id}?period=${period}&format=csv`,
      admin.headers,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename=statement-${period}-olena-koval.csv; filename*=UTF-8''statement-${period}-${encodeURIComponent('олена-коваль')}.csv`,
    );
    expect(answer.body.startsWith(BOM)).toBe(true);
    const rows = rowsOf(answer.body);
    expect(rows[0]).toEqual([
      'Interview date',
      'Interview',
      'Candidate',
      'Position',
      'Rule',
      'Status',
      'Reverses line',
      'Reason',
      'Amount (USD)',
    ]);
    const lines = rows.slice(1, 4);
    expect(lines.map((row) => [row[2], row[5], row[8]])).toEqual([
      [`'=HYPERLINK("http://evil.example","click")`, 'Held', '100.00'],
      [`'=HYPERLINK("http://evil.example","click")`, 'Reversal (held)', '-100.00'],
      [`'=HYPERLINK("http://evil.example","click")`, 'Earned', '90.00'],
    ]);
    expect(lines[2]?.[4]).toBe('Completed · $100.00/h × 60 min × 90 % (10 % late feedback)');
    expect(lines[1]?.[7]).toBe('Feedback submitted');
    // The amounts are bare numbers in the file, never quoted nor prefixed.
    expect(answer.body).toContain(',-100.00\r\n');
    expect(rows.slice(4)).toEqual([
      [''],
      ['Earned', '', '', '', '', '', '', '', '90.00'],
      ['Held until feedback', '', '', '', '', '', '', '', '0.00'],
      ['Total', '', '', '', '', '', '', '', '90.00'],
    ]);

    const pdf = await get(`/api/finance/statements/${interviewer.id}?period=${period}`, admin.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Statement');
    expect(text).toContain('Олена Коваль');
    expect(await printedBeside(pdf.rawPayload, 'Total')).toEqual(['$90.00']);
    expect(await printedBeside(pdf.rawPayload, 'Earned')).toEqual(['$90.00']);
    expect(text).toContain('-$100.00');
  });

  it("gives a client's invoice draft: charges, a changed outcome's reversal as an adjustment, and the total", async () => {
    const admin = await t.signIn('admin');
    const { interview, client, period } = await pricedInterview({ candidate: '+1 (555) 0100 @SUM\tTab' });
    await post(`/api/interviews/${interview.id}/outcome`, admin.headers, { outcome: 'completed' });
    await post(`/api/interviews/${interview.id}/outcome`, admin.headers, { outcome: 'candidate_no_show' });

    const answer = await get(`/api/finance/invoices/${client.id}?period=${period}&format=csv`, admin.headers);
    expect(answer.statusCode).toBe(200);
    const rows = rowsOf(answer.body);
    expect(rows.slice(1, 4).map((row) => [row[2], row[5], row[8]])).toEqual([
      ["'+1 (555) 0100 @SUM\tTab", 'Charge', '150.00'],
      ["'+1 (555) 0100 @SUM\tTab", 'Adjustment', '-150.00'],
      ["'+1 (555) 0100 @SUM\tTab", 'Charge', '75.00'],
    ]);
    expect(rows.at(-1)).toEqual(['Total', '', '', '', '', '', '', '', '75.00']);
    const ledger = (
      await get(`/api/finance/lines?period=${period}&client_id=${client.id}`, admin.headers)
    ).json();
    expect(ledger.totals.charged).toBe(7_500);
    expect(answer.headers['content-disposition']).toContain(`invoice-${period}-acme-ukrayina.csv`);

    const pdf = await get(`/api/finance/invoices/${client.id}?period=${period}&format=pdf`, admin.headers);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Invoice draft');
    expect(text).toContain('ADJUSTMENT');
    expect(await printedBeside(pdf.rawPayload, 'Charges')).toEqual(['$225.00']);
    expect(await printedBeside(pdf.rawPayload, 'Adjustments')).toEqual(['-$150.00']);
    expect(await printedBeside(pdf.rawPayload, 'Total')).toEqual(['$75.00']);
  });

  it('answers 404 for an unknown interviewer or client and 400 for a bad month or format', async () => {
    const admin = await t.signIn('admin');
    const unknown = await get('/api/finance/invoices/999999?period=2026-01', admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Client not found');
    expect(
      (await get('/api/finance/statements/999999?period=2026-01', admin.headers)).json().error.message,
    ).toBe('Interviewer not found');
    const format = await get('/api/my-earnings/statement?period=2026-01&format=xlsx', admin.headers);
    expect(format.statusCode).toBe(400);
    expect(format.json().error.message).toContain('Format must be pdf or csv');
    const month = await get('/api/finance/invoices/1?period=2026-13', admin.headers);
    expect(month.statusCode).toBe(400);
    expect(month.json().error.message).toContain('A month is YYYY-MM');
  });

  it("gives an interviewer their own statement only, with no client's bill; the others are the admins'", async () => {
    const { user, headers } = await t.signIn('interviewer');
    const admin = await t.signIn('admin');
    const { interview, interviewer, client, period } = await pricedInterview({
      candidate: 'Ana Núñez',
      interviewerEmail: user.email,
    });
    await post(`/api/interviews/${interview.id}/outcome`, admin.headers, { outcome: 'candidate_no_show' });

    const own = await get(`/api/my-earnings/statement?period=${period}&format=csv`, headers);
    expect(own.statusCode).toBe(200);
    const rows = rowsOf(own.body);
    expect(rows.slice(1, -4).map((row) => [row[2], row[8]])).toEqual([['Ana Núñez', '50.00']]);
    expect(own.body).not.toContain('75.00');
    expect(own.body).not.toContain('150.00');
    const pdf = await get(`/api/my-earnings/statement?period=${period}`, headers);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await printedBeside(pdf.rawPayload, 'Total')).toEqual(['$50.00']);

    expect(
      (await get(`/api/finance/statements/${interviewer.id}?period=${period}`, headers)).statusCode,
    ).toBe(403);
    expect((await get(`/api/finance/invoices/${client.id}?period=${period}`, headers)).statusCode).toBe(403);
    const recruiter = await t.signIn('recruiter');
    expect((await get(`/api/my-earnings/statement?period=${period}`, recruiter.headers)).statusCode).toBe(
      404,
    );
  });
});
