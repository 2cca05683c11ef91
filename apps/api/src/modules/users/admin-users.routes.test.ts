import { describe, expect, it } from 'vitest';
import { createUser, lastEmailTo, tokenFromEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('/api/admin/users', () => {
  const t = useTestApp();
  const as = (headers: { authorization: string }) => ({
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload }),
  });

  it('is closed to anonymous callers (401) and to recruiters and interviewers (403) on every route', async () => {
    const target = await createUser(t.db);
    const routes: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target.id}`],
      ['POST', '/api/admin/users'],
      ['PUT', `/api/admin/users/${target.id}`],
      ['POST', `/api/admin/users/${target.id}/block`],
      ['POST', `/api/admin/users/${target.id}/unblock`],
      ['POST', `/api/admin/users/${target.id}/reset-password`],
    ];
    const payload = { name: 'X', email: 'x@example.test', role: 'admin' };
    for (const role of ['recruiter', 'interviewer'] as const) {
      const { headers } = await t.signIn(role);
      for (const [method, url] of routes) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          payload: method === 'GET' ? undefined : payload,
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url] of routes) {
      expect((await t.app.inject({ method: method as 'GET', url })).statusCode).toBe(401);
    }
  });

  it('creates a user (recruiter by default) and e-mails an invitation that sets a password', async () => {
    const { headers } = await t.signIn('admin');
    const res = await as(headers).post('/api/admin/users', {
      name: '  Nina New ',
      email: 'nina.new@example.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Nina New',
      email: 'nina.new@example.test',
      role: 'recruiter',
      status: 'active',
    });
    const mail = await lastEmailTo(t.db, 'nina.new@example.test');
    expect(mail?.subject).toBe('You are invited to Interview Hub');
    expect(mail?.html).toContain('/set-password?token=');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: tokenFromEmail(mail?.text ?? ''), password: 'Welcome2024' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('answers 409 for an e-mail already in use, whatever its case', async () => {
    const { headers } = await t.signIn('admin');
    const existing = await createUser(t.db);
    const res = await as(headers).post('/api/admin/users', {
      name: 'Dup',
      email: existing.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A user with this email already exists');
  });

  it('creates one user and answers 409 to the rest when the same e-mail is sent eight times at once', async () => {
    const { headers } = await t.signIn('admin');
    const email = `race-${Date.now()}@example.test`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(headers).post('/api/admin/users', { name: `Racer ${i}`, email }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().error.message).toBe('A user with this email already exists');
    }
    const listed = (await as(headers).get(`/api/admin/users?search=${encodeURIComponent(email)}`)).json();
    expect(listed.data).toHaveLength(1);
  });

  it('answers 409 when an edit takes an e-mail in use, also when two edits race for it', async () => {
    const { headers } = await t.signIn('admin');
    const [taken, first, second] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const edit = (id: number, email: string) =>
      as(headers).put(`/api/admin/users/${id}`, { name: 'Edited', email, role: 'recruiter' });
    const onTaken = await edit(first.id, taken.email.toUpperCase());
    expect(onTaken.statusCode).toBe(409);
    expect(onTaken.json().error.message).toBe('A user with this email already exists');
    const email = `free-${Date.now()}@example.test`;
    const race = await Promise.all([edit(first.id, email), edit(second.id, email)]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('requires a name and a valid e-mail and a known role', async () => {
    const { headers } = await t.signIn('admin');
    const missing = await as(headers).post('/api/admin/users', { name: ' ', email: 'a@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Name and email are required');
    expect(
      (await as(headers).post('/api/admin/users', { name: 'A', email: 'not-an-email' })).statusCode,
    ).toBe(400);
    expect(
      (await as(headers).post('/api/admin/users', { name: 'A', email: 'r@example.test', role: 'owner' }))
        .statusCode,
    ).toBe(400);
  });

  it('lists with search, role and status filters and pages', async () => {
    const { headers } = await t.signIn('admin');
    const tag = `zeta${Date.now()}`;
    await createUser(t.db, { name: `${tag} One`, role: 'interviewer' });
    await createUser(t.db, { name: `${tag} Two`, role: 'interviewer', status: 'blocked' });
    await createUser(t.db, { name: 'Other', email: `${tag}@example.test`, role: 'recruiter' });
    const all = (await as(headers).get(`/api/admin/users?search=${tag}`)).json();
    expect(all.meta.total).toBe(3);
    const interviewers = (
      await as(headers).get(`/api/admin/users?search=${tag}&role=interviewer&status=active`)
    ).json();
    expect(interviewers.data.map((u: { name: string }) => u.name)).toEqual([`${tag} One`]);
    const page2 = (
      await as(headers).get(`/api/admin/users?search=${tag}&limit=2&page=2&sort_by=name`)
    ).json();
    expect(page2.data).toHaveLength(1);
    expect(page2.meta).toMatchObject({ page: 2, limit: 2, total: 3, total_pages: 2 });
    expect((await as(headers).get('/api/admin/users?limit=100000')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown user', async () => {
    const { headers } = await t.signIn('admin');
    expect((await as(headers).get('/api/admin/users/999999')).statusCode).toBe(404);
    expect((await as(headers).get('/api/admin/users/abc')).statusCode).toBe(400);
  });

  it('edits a user but never lets an admin demote themself', async () => {
    const { user: admin, headers } = await t.signIn('admin');
    const target = await createUser(t.db);
    const res = await as(headers).put(`/api/admin/users/${target.id}`, {
      name: 'Renamed',
      email: target.email,
      role: 'interviewer',
      phone: '+1 555 000 1111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', role: 'interviewer', phone: '+1 555 000 1111' });
    const self = await as(headers).put(`/api/admin/users/${admin.id}`, {
      name: admin.name,
      email: admin.email,
      role: 'recruiter',
    });
    expect(self.statusCode).toBe(422);
  });

  it('blocks a user, ending their sessions at once, and unblocks them', async () => {
    const { user: admin, headers } = await t.signIn('admin');
    const { user: target, headers: targetHeaders } = await t.signIn('recruiter');
    const blocked = await as(headers).post(`/api/admin/users/${target.id}/block`);
    expect(blocked.json().status).toBe('blocked');
    expect((await as(targetHeaders).get('/api/auth/profile')).statusCode).toBe(401);
    const unblocked = await as(headers).post(`/api/admin/users/${target.id}/unblock`);
    expect(unblocked.json().status).toBe('active');
    expect((await as(headers).post(`/api/admin/users/${admin.id}/block`)).statusCode).toBe(422);
  });

  it('e-mails a password reset link on request', async () => {
    const { headers } = await t.signIn('admin');
    const target = await createUser(t.db);
    const res = await as(headers).post(`/api/admin/users/${target.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset email sent successfully' });
    const mail = await lastEmailTo(t.db, target.email);
    expect(mail?.subject).toBe('Reset your Interview Hub password');
  });
});
