import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInterview } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { templates } from '../../db/schema/index';
import { saveSettings } from '../settings/settings.repository';

type Status = 'scheduled' | 'completed' | 'candidate_no_show' | 'interviewer_no_show' | 'cancelled';

/**
 * One hand-made week, read from Berlin and from New York. "Now" is Wednesday 16 January 2030, 10:00 in Berlin
 * (04:00 in New York); Berlin's week is Monday 14 January 00:00 CET (13 Jan 23:00 UTC) to Monday 21 January
 * 00:00 CET (20 Jan 23:00 UTC), New York's is 14 January 05:00 UTC to 21 January 05:00 UTC.
 */
const NOW = '2030-01-16T09:00:00Z';

describe('GET /api/interviews/summary', () => {
  const t = useTestApp();
  let templateId = 0;

  /** An interview at `date` (UTC); it follows a template unless `template` is false. */
  const at = (date: string, status: Status, template = true) =>
    createInterview(t.db, { date: new Date(date), status, templateId: template ? templateId : null });

  async function summary(query = '', role: 'admin' | 'recruiter' | 'interviewer' = 'recruiter') {
    const { headers } = await t.signIn(role);
    return t.app.inject({ method: 'GET', url: `/api/interviews/summary${query}`, headers });
  }

  beforeAll(async () => {
    const [template] = await t.db.insert(templates).values({ name: 'Summary template' }).returning();
    templateId = template?.id ?? 0;
    await at('2030-01-16T11:00:00Z', 'scheduled'); // today 12:00 Berlin
    await at('2030-01-16T22:30:00Z', 'completed'); // today 23:30 Berlin, just before its midnight
    await at('2030-01-16T23:00:00Z', 'scheduled', false); // tomorrow 00:00 Berlin; no template
    await at('2030-01-16T14:00:00Z', 'cancelled', false); // today, but cancelled
    await at('2030-01-16T23:30:00Z', 'scheduled'); // tomorrow in Berlin, still today in New York
    await at('2030-01-13T23:30:00Z', 'candidate_no_show'); // Monday 00:30 Berlin; Sunday in New York
    await at('2030-01-20T22:59:00Z', 'interviewer_no_show'); // Sunday 23:59 Berlin
    await at('2030-01-20T23:00:00Z', 'scheduled'); // next Monday 00:00 Berlin; Sunday in New York
    await at('2030-01-13T22:59:00Z', 'candidate_no_show'); // last Sunday 23:59 Berlin; its deadline has passed
    await at('2030-01-10T10:00:00Z', 'scheduled'); // feedback overdue
    await at('2030-01-09T10:00:00Z', 'completed', false); // feedback overdue; done without a template
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const atNow = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

  it("counts the viewer's today and week (Monday to Sunday), overdue feedback and booked ones without a template", async () => {
    atNow(NOW);
    const res = await summary('?timezone=Europe/Berlin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      timezone: 'Europe/Berlin',
      today: { count: 2, date_from: '2030-01-16', date_to: '2030-01-16' },
      this_week: { count: 6, date_from: '2030-01-14', date_to: '2030-01-20' },
      feedback_overdue: { count: 2 },
      no_shows_this_week: { count: 2, date_from: '2030-01-14', date_to: '2030-01-20' },
      without_template: { count: 1 },
    });
  });

  it('moves the days with the zone: New York has other interviews today and this week', async () => {
    atNow(NOW);
    const res = await summary('?timezone=America/New_York', 'admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      timezone: 'America/New_York',
      today: { count: 4, date_from: '2030-01-16', date_to: '2030-01-16' },
      this_week: { count: 6, date_from: '2030-01-14', date_to: '2030-01-20' },
      no_shows_this_week: { count: 1 },
    });
  });

  it("ends a week with a spring-forward change at the next Monday's midnight, an hour early in UTC", async () => {
    // Berlin moves to summer time on Sunday 31 March 2030: the week ends on 31 March at 22:00 UTC, not 23:00.
    await at('2030-03-31T21:30:00Z', 'candidate_no_show'); // Sunday 23:30 CEST
    await at('2030-03-31T22:30:00Z', 'scheduled'); // Monday 1 April 00:30 CEST: next week
    atNow('2030-03-29T12:00:00Z');
    const res = await summary('?timezone=Europe/Berlin');
    expect(res.json()).toMatchObject({
      today: { count: 0, date_from: '2030-03-29' },
      this_week: { count: 1, date_from: '2030-03-25', date_to: '2030-03-31' },
      no_shows_this_week: { count: 1 },
    });
  });

  it("reads the days in the agency's zone when the viewer sends none", async () => {
    const { user } = await t.signIn('admin');
    await saveSettings(t.db, defaultAgencySettings('America/New_York'), user.id);
    atNow(NOW);
    const res = await summary();
    expect(res.json()).toMatchObject({ timezone: 'America/New_York', today: { count: 4 } });
  });

  it('refuses a zone that is not an IANA name with 400', async () => {
    const res = await summary('?timezone=Mars%2FOlympus');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Time zone must be an IANA name');
  });

  it('is for staff: an interviewer gets 403', async () => {
    expect((await summary('', 'interviewer')).statusCode).toBe(403);
  });
});
