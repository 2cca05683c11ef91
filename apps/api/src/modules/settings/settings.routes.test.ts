import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { agencySettings, auditLog } from '../../db/schema/index';
import { readAgencySettings } from './agency-settings';

const edited = {
  time_zone: 'Europe/Kyiv',
  working_days: [5, 1, 2, 3, 4, 1],
  working_hours_start: '09:00',
  working_hours_end: '19:30',
  feedback_due_hours: 48,
  feedback_reminder_hours: [2, 24, 2],
  escalation_hours: 72,
  interview_reminder_hours: [1, 24],
  late_window_hours: 12,
  candidate_emails: false,
  currency: 'EUR',
  outcome_factors: {
    completed: { payout: 100, charge: 100 },
    late_feedback_penalty: 20,
    candidate_no_show: { payout: 40, charge: 60 },
    late_cancellation: { payout: 50, charge: 50 },
    cancellation: { payout: 0, charge: 0 },
    interviewer_no_show: { payout: 0, charge: 0 },
  },
};

// The tests of this file share one database and run in order: defaults, a save, then refusals.
describe('/api/settings', () => {
  const t = useTestApp();

  it('starts at the defaults, in the agency zone of DEFAULT_TIMEZONE, never changed', async () => {
    const { headers } = await t.signIn('recruiter');
    const response = await t.app.inject({ method: 'GET', url: '/api/settings', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      settings: defaultAgencySettings(t.config.defaultTimeZone),
      updated_at: null,
      updated_by: null,
    });
  });

  it('saves every setting for an admin, tidied, audited with before and after, and read back at once', async () => {
    const { user, headers } = await t.signIn('admin');
    const response = await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: edited });
    expect(response.statusCode).toBe(200);
    const saved = {
      ...edited,
      working_days: [1, 2, 3, 4, 5],
      feedback_reminder_hours: [24, 2],
      interview_reminder_hours: [24, 1],
    };
    expect(response.json()).toMatchObject({ settings: saved, updated_by: user.name });
    expect(Date.parse(response.json().updated_at)).not.toBeNaN();

    const { headers: recruiter } = await t.signIn('recruiter');
    const read = await t.app.inject({ method: 'GET', url: '/api/settings', headers: recruiter });
    expect(read.json().settings).toEqual(saved);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit?.actorId).toBe(user.id);
    expect(audit?.before).toEqual(defaultAgencySettings(t.config.defaultTimeZone));
    expect(audit?.after).toEqual(saved);
  });

  it('refuses a bad setting with its message and changes nothing', async () => {
    const { headers } = await t.signIn('admin');
    const before = (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json();
    const cases: [Record<string, unknown>, string][] = [
      [{ time_zone: 'Mars/Olympus' }, 'Time zone must be an IANA name such as Europe/Berlin'],
      [
        { working_hours_end: '08:00', working_hours_start: '09:00' },
        'Working hours must end after they start',
      ],
      [{ working_hours_start: '9am' }, 'Enter a time as HH:MM (24-hour)'],
      [{ working_days: [] }, 'Choose at least one working day'],
      [{ feedback_due_hours: 0 }, 'Feedback due must be at least 1 hour'],
      [{ late_window_hours: 1.5 }, 'Late window must be a whole number of hours'],
      [{ currency: 'XYZ' }, 'Currency must be an ISO 4217 code such as USD, EUR or GBP'],
      [{ currency: 'usd' }, 'Currency must be an ISO 4217 code such as USD, EUR or GBP'],
      [
        { outcome_factors: { ...edited.outcome_factors, candidate_no_show: { payout: 120, charge: 50 } } },
        'Candidate no-show: payout must be 0 to 100 %',
      ],
    ];
    for (const [change, message] of cases) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers,
        payload: { ...edited, ...change },
      });
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json())).toContain(message);
    }
    const after = (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json();
    expect(after).toEqual(before);
  });

  it('is read-only for recruiters and closed to interviewers', async () => {
    const { headers: recruiter } = await t.signIn('recruiter');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: recruiter,
      payload: edited,
    });
    expect(put.statusCode).toBe(403);
    const { headers: interviewer } = await t.signIn('interviewer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: interviewer })).statusCode,
    ).toBe(403);
  });

  it('reads a stored document that lacks a newer setting, or holds a broken one, with those at their defaults', async () => {
    await t.db
      .update(agencySettings)
      .set({ settings: { time_zone: 'Asia/Kolkata', late_window_hours: 'soon', candidate_emails: false } })
      .where(eq(agencySettings.id, 1));
    const { settings } = await readAgencySettings(t.db, 'UTC');
    expect(settings).toEqual({
      ...defaultAgencySettings('UTC'),
      time_zone: 'Asia/Kolkata',
      candidate_emails: false,
    });
  });
});
