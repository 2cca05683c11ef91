import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInterviewer, createUser, lastEmailTo, tokenFromEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { outboundEmails, users } from '../../db/schema/index';

describe('an interviewer’s sign-in: GET /api/interviewers/{id}/sign-in and POST …/invite', () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, headers: { authorization: string }) =>
    t.app.inject({ method, url, headers });
  const usersWithEmail = (email: string) =>
    t.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);

  it('invites an interviewer: a user with the interviewer role, their name and e-mail, and the invitation', async () => {
    const { headers } = await t.signIn('recruiter');
    const interviewer = await createInterviewer(t.db, { name: 'Ira Invited', phone: '415 555 0123' });
    const before = await call('GET', `/api/interviewers/${interviewer.id}/sign-in`, headers);
    expect(before.json()).toEqual({ status: 'none' });

    const res = await call('POST', `/api/interviewers/${interviewer.id}/invite`, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'invited' });
    const [user, ...others] = await usersWithEmail(interviewer.email);
    expect(others).toEqual([]);
    expect(user).toMatchObject({ name: 'Ira Invited', email: interviewer.email, role: 'interviewer' });
    const mail = await lastEmailTo(t.db, interviewer.email);
    expect(mail?.subject).toBe('You are invited to Interview Hub');
    const after = await call('GET', `/api/interviewers/${interviewer.id}/sign-in`, headers);
    expect(after.json()).toEqual({ status: 'invited' });

    // The invitation works: the interviewer sets a password and then signs in.
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: tokenFromEmail(mail?.text ?? ''), password: 'Welcome2024' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('answers 409 with a clear message when a user already has the e-mail, whatever its case, and sends nothing', async () => {
    const { headers } = await t.signIn('admin');
    const interviewer = await createInterviewer(t.db);
    await createUser(t.db, { email: interviewer.email.toUpperCase(), role: 'interviewer' });
    const mailsBefore = await t.db.select().from(outboundEmails);

    const res = await call('POST', `/api/interviewers/${interviewer.id}/invite`, headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A user with this email already exists');
    expect(await usersWithEmail(interviewer.email)).toHaveLength(1);
    expect(await t.db.select().from(outboundEmails)).toHaveLength(mailsBefore.length);
  });

  it('tells an invitation still open from a sign-in in use and from a blocked one', async () => {
    const { headers } = await t.signIn('recruiter');
    const signedInBefore = await createInterviewer(t.db);
    await createUser(t.db, { email: signedInBefore.email, role: 'interviewer', lastLogin: new Date() });
    const blocked = await createInterviewer(t.db);
    await createUser(t.db, { email: blocked.email, role: 'interviewer', status: 'blocked' });
    const status = async (id: number) =>
      (await call('GET', `/api/interviewers/${id}/sign-in`, headers)).json();
    expect(await status(signedInBefore.id)).toEqual({ status: 'active' });
    expect(await status(blocked.id)).toEqual({ status: 'blocked' });
  });

  it('answers 404 for an unknown interviewer, 400 for a bad id, and 403 to interviewers', async () => {
    const { headers } = await t.signIn('admin');
    expect((await call('POST', '/api/interviewers/999999/invite', headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/interviewers/999999/sign-in', headers)).statusCode).toBe(404);
    expect((await call('POST', '/api/interviewers/abc/invite', headers)).statusCode).toBe(400);
    const interviewer = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: interviewer.user.email });
    expect((await call('POST', `/api/interviewers/${own.id}/invite`, interviewer.headers)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/interviewers/${own.id}/sign-in`, interviewer.headers)).statusCode).toBe(
      403,
    );
  });
});
