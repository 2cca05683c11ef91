import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBookingParties, nextWeekdayAt } from '../../../test/booking-parties';
import { useTestApp } from '../../../test/test-app';
import { outboundEmails } from '../../db/schema/index';

describe("the candidate's invitation, its update and its cancellation", () => {
  const t = useTestApp();

  async function book() {
    const { headers } = await t.signIn('recruiter');
    const parties = await createBookingParties(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers,
      payload: {
        interviewer_id: parties.interviewer.id,
        job_id: parties.job.id,
        candidate_id: parties.candidate.id,
        date: nextWeekdayAt(10).toISOString(),
        duration: 60,
        timezone: 'UTC',
      },
    });
    expect(res.statusCode).toBe(201);
    return { headers, parties, id: res.json().id as number };
  }
  const mailTo = (address: string | null) =>
    t.db
      .select()
      .from(outboundEmails)
      .where(eq(outboundEmails.to, address ?? ''))
      .orderBy(outboundEmails.id);

  it('e-mails the candidate the calendar invitation, then the update and the cancellation, same event', async () => {
    const { headers, parties, id } = await book();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/interviews/${id}/reschedule`,
      headers,
      payload: { date: nextWeekdayAt(14, 0, 3).toISOString(), duration: 60, timezone: 'UTC' },
    });
    expect(moved.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/interviews/${id}/cancel`, headers });
    const mail = await mailTo(parties.candidate.email);
    expect(mail.map((m) => m.subject)).toEqual([
      `Your interview for ${parties.job.title}`,
      `Your interview for ${parties.job.title} has moved`,
      `Your interview for ${parties.job.title} is cancelled`,
    ]);
    const [invite, update, cancel] = mail.map((m) => m.attachments?.[0]?.content ?? '');
    const uid = invite?.match(/UID:(.+)/)?.[1];
    expect(uid).toBeTruthy();
    expect(update).toContain(`UID:${uid}`);
    expect(update).toContain('SEQUENCE:1');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(mail[0]?.text).toContain('Call link:');
    expect(mail[0]?.text).not.toMatch(/feedback/i);
    expect(mail[0]?.attachments?.[0]?.content).toMatch(
      new RegExp(`ATTENDEE[^\r\n]*CN="?${parties.candidate.name}`),
    );
  });

  it('sends the candidate nothing when the agency turned candidate e-mails off', async () => {
    const { headers: admin } = await t.signIn('admin');
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { ...defaultAgencySettings('UTC'), candidate_emails: false },
    });
    const { parties } = await book();
    expect(await mailTo(parties.candidate.email)).toEqual([]);
    expect((await mailTo(parties.interviewer.email)).length).toBe(1);
  });
});
