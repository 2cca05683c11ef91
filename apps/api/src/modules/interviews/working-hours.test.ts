import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import { describe, expect, it } from 'vitest';
import { createBookingParties, nextWeekdayAt } from '../../../test/booking-parties';
import { useTestApp } from '../../../test/test-app';

describe("the agency's working hours bound bookings", () => {
  const t = useTestApp();

  it('refuses a time outside the working hours set by an admin, at once, and books inside them', async () => {
    const { headers: admin } = await t.signIn('admin');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { ...defaultAgencySettings('UTC'), working_hours_start: '09:00', working_hours_end: '17:00' },
    });
    expect(saved.statusCode).toBe(200);
    const parties = await createBookingParties(t.db);
    const book = (date: Date) =>
      t.app.inject({
        method: 'POST',
        url: '/api/interviews',
        headers: admin,
        payload: {
          interviewer_id: parties.interviewer.id,
          job_id: parties.job.id,
          candidate_id: parties.candidate.id,
          date: date.toISOString(),
          duration: 60,
          timezone: 'UTC',
        },
      });
    const late = await book(nextWeekdayAt(17));
    expect(late.statusCode).toBe(422);
    expect(late.json().error.message).toBe('Interviews start between 09:00 and 16:30');
    expect((await book(nextWeekdayAt(16, 30))).statusCode).toBe(201);
  });
});
