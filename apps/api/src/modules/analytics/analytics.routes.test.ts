import { beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsFixture, createAnalyticsFixture, RANGE } from '../../../test/analytics-fixture';
import { createInterview, createInterviewer, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const BOM = '\uFEFF';
const sections = ['throughput', 'speed', 'load', 'money'] as const;

describe('the Analytics calls: CSV, permissions and ranges', () => {
  const t = useTestApp();
  let f: AnalyticsFixture;
  let admin: { authorization: string };
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    f = await createAnalyticsFixture(t.db);
    admin = await t.authHeader(f.admin);
  });

  it('downloads each section’s tables as CSV with a byte order mark, named by the range', async () => {
    const throughput = await get(`/api/analytics/throughput.csv?${RANGE}`, admin);
    expect(throughput.statusCode).toBe(200);
    expect(throughput.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(throughput.headers['content-disposition']).toBe(
      'attachment; filename=analytics-throughput-2026-09-07-2026-09-27.csv',
    );
    expect(throughput.body.split('\r\n')).toEqual([
      `${BOM}Week (Monday),Scheduled,Completed,Candidate no-show,Interviewer no-show,Cancelled,Total`,
      '2026-09-07,0,2,1,0,1,4',
      '2026-09-14,1,2,0,1,1,5',
      '2026-09-21,0,2,0,0,1,3',
      '',
      'Reschedule reason,Reschedules,Late',
      'Candidate asked,2,1',
      'No reason given,1,0',
      'Client asked,1,0',
      'Interviewer ill,1,0',
      '',
      'Cancelled by,Reason,Cancellations,Late',
      'The candidate,Schedule conflict,2,1',
      'The client,Position closed or filled,1,0',
      '',
    ]);
    const speed = await get(`/api/analytics/speed.csv?${RANGE}`, admin);
    expect(speed.body.split('\r\n').slice(0, 3)).toEqual([
      `${BOM}Interviewer,Feedbacks,Median hours,P90 hours,On time,Late,Overdue,Adherence`,
      `All interviewers,6,7.5,39,4,2,1,${4 / 7}`,
      'Ann,4,3.5,8.5,4,0,1,0.8',
    ]);
    const load = await get(`/api/analytics/load.csv?${RANGE}`, admin);
    expect(load.body.split('\r\n').slice(0, 3)).toEqual([
      `${BOM}Interviewer,Weekly cap,2026-09-07,2026-09-14,2026-09-21,Total,Weeks over cap`,
      'Ann,2,2,3,1,6,1',
      'Bob,,1,1,1,3,0',
    ]);
    expect(load.body).toContain('Cid,Never,');
  });

  it('writes money in major units of the agency’s currency', async () => {
    const money = await get('/api/analytics/money.csv?from=2026-09-01&to=2026-09-30', admin);
    expect(money.headers['content-disposition']).toContain('analytics-money-2026-09-01-2026-09-30.csv');
    expect(money.body.split('\r\n')).toEqual([
      `${BOM}Month,Interviews,Charged (USD),Paid (USD),Held (USD),Margin (USD)`,
      '2026-09,3,405.00,150.00,80.00,175.00',
      '',
      'Client,Interviews,Charged (USD),Paid (USD),Held (USD),Margin (USD)',
      'Acme,2,225.00,150.00,0.00,75.00',
      'Globex,1,180.00,0.00,80.00,100.00',
      '',
      'Position,Client,Interviews,Charged (USD),Paid (USD),Held (USD),Margin (USD)',
      'Backend,Acme,2,225.00,150.00,0.00,75.00',
      'Data,Globex,1,180.00,0.00,80.00,100.00',
      '',
    ]);
  });

  it('keeps a hostile name as text in the sheet', async () => {
    const job = await createJob(t.db, { title: '=HYPERLINK("http://evil.test","Open")' });
    const interviewer = await createInterviewer(t.db, { name: '@SUM(1+1)*cmd|" /C calc"!A0' });
    await createInterview(t.db, {
      jobId: job.id,
      interviewerId: interviewer.id,
      date: new Date('2026-09-10T06:00:00Z'),
    });
    const load = await get(`/api/analytics/load.csv?${RANGE}&job_id=${job.id}`, admin);
    expect(load.body.split('\r\n')[1]).toBe(`"'@SUM(1+1)*cmd|"" /C calc""!A0",,1,0,0,1,0`);
  });

  it('lets recruiters read throughput, speed and load but not money; interviewers nothing', async () => {
    const recruiter = (await t.signIn('recruiter')).headers;
    const interviewer = (await t.signIn('interviewer')).headers;
    for (const section of sections) {
      for (const suffix of ['', '.csv']) {
        const url = `/api/analytics/${section}${suffix}?${RANGE}`;
        expect((await get(url, recruiter)).statusCode, url).toBe(section === 'money' ? 403 : 200);
        expect((await get(url, interviewer)).statusCode, url).toBe(403);
        expect((await get(url, admin)).statusCode, url).toBe(200);
      }
    }
  });

  it.each([
    ['from after to', 'from=2026-09-10&to=2026-09-01'],
    ['a range over 731 days', 'from=2024-01-01&to=2026-01-02'],
    ['only a from more than 731 days ago', 'from=2001-01-01'],
    ['only a from after today', 'from=2999-01-01'],
    ['a day that does not exist', 'from=2026-02-30&to=2026-03-01'],
    ['not a date', 'to=next-week'],
    ['an unknown level', 'level=guru'],
    ['a client id that is not one', 'client_id=abc'],
  ])('answers 400 to %s', async (_name, query) => {
    for (const section of sections) {
      for (const suffix of ['', '.csv']) {
        const response = await get(`/api/analytics/${section}${suffix}?${query}`, admin);
        expect(response.statusCode, `${section}${suffix}`).toBe(400);
        expect(response.json().error.message).toBeTruthy();
      }
    }
  });
});
