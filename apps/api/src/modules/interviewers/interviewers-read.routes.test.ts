import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/interviewers', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });
  const names = (body: { data: { name: string }[] }) => body.data.map((i) => i.name);

  it('is closed to anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/interviewers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/interviewers/1' })).statusCode).toBe(401);
  });

  it('sorts by name ascending by default and by price or rating on request', async () => {
    const { headers } = await t.signIn('recruiter');
    const tag = `srt${randomBytes(3).toString('hex')}`;
    await createInterviewer(t.db, { name: `${tag} Carol`, price: 50, rating: 4.5 });
    await createInterviewer(t.db, { name: `${tag} Alice`, price: 80, rating: null });
    await createInterviewer(t.db, { name: `${tag} Bob`, price: 20, rating: 3 });
    const byName = (await get(`/api/interviewers?search=${tag}`, headers)).json();
    expect(names(byName)).toEqual([`${tag} Alice`, `${tag} Bob`, `${tag} Carol`]);
    const byPrice = (
      await get(`/api/interviewers?search=${tag}&sort_by=price&sort_order=desc`, headers)
    ).json();
    expect(byPrice.data.map((i: { price: number }) => i.price)).toEqual([80, 50, 20]);
    const byRating = (await get(`/api/interviewers?search=${tag}&sort_by=rating`, headers)).json();
    expect(byRating.data.map((i: { rating: number | null }) => i.rating)).toEqual([3, 4.5, null]);
  });

  it('searches name, e-mail and tech stack, ignoring case and treating % and _ literally', async () => {
    const { headers } = await t.signIn('admin');
    const tag = `q${randomBytes(3).toString('hex')}`;
    const byName = await createInterviewer(t.db, { name: `Dana ${tag}` });
    const byEmail = await createInterviewer(t.db, { email: `${tag}.mail@example.test` });
    const byTag = await createInterviewer(t.db, { techStack: ['Go', `Elixir-${tag.toUpperCase()}`] });
    const found = (await get(`/api/interviewers?search=${tag}`, headers)).json();
    expect(found.data.map((i: { id: number }) => i.id).sort()).toEqual(
      [byName.id, byEmail.id, byTag.id].sort(),
    );
    expect((await get('/api/interviewers?search=%25', headers)).json().meta.total).toBe(0);
    expect((await get('/api/interviewers?search=_', headers)).json().meta.total).toBe(0);
  });

  it('pages in a stable order and answers an empty page past the end', async () => {
    const { headers } = await t.signIn('recruiter');
    const tag = `pg${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 5; i++) await createInterviewer(t.db, { name: `${tag} Same` });
    const first = (await get(`/api/interviewers?search=${tag}&limit=2&page=1`, headers)).json();
    const third = (await get(`/api/interviewers?search=${tag}&limit=2&page=3`, headers)).json();
    expect(first.meta).toEqual({ page: 1, limit: 2, total: 5, total_pages: 3 });
    expect(third.data).toHaveLength(1);
    const ids = first.data.map((i: { id: number }) => i.id);
    expect(ids[0]).toBeLessThan(ids[1]);
    const past = (await get(`/api/interviewers?search=${tag}&limit=2&page=9`, headers)).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ page: 9, total: 5, total_pages: 3 });
  });

  it('answers 400 for a bad query', async () => {
    const { headers } = await t.signIn('recruiter');
    expect((await get('/api/interviewers?sort_by=email', headers)).statusCode).toBe(400);
    expect((await get('/api/interviewers?limit=201', headers)).statusCode).toBe(400);
    expect((await get('/api/interviewers?page=0', headers)).statusCode).toBe(400);
  });

  it('answers one interviewer with every field', async () => {
    const { headers } = await t.signIn('recruiter');
    const row = await createInterviewer(t.db, {
      phone: '415 555 0123',
      price: 75.5,
      rating: 4.25,
      techStack: ['React', 'Node.js'],
      feedbackFolderId: 'https://drive.google.com/drive/folders/x',
      timezone: 'Europe/Kyiv',
    });
    const res = await get(`/api/interviewers/${row.id}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: '415 555 0123',
      telegram: null,
      telegram_chat_id: null,
      price: 75.5,
      rating: 4.25,
      feedback_folder_id: 'https://drive.google.com/drive/folders/x',
      notes: null,
      tech_stack: ['React', 'Node.js'],
      timezone: 'Europe/Kyiv',
      level_rates: {},
    });
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const { headers } = await t.signIn('admin');
    const missing = await get('/api/interviewers/999999', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Interviewer not found');
    for (const bad of ['abc', '0', '-1', '1.5', '2147483648']) {
      expect((await get(`/api/interviewers/${bad}`, headers)).statusCode, bad).toBe(400);
    }
  });

  it('shows an interviewer only their own record, matched by e-mail whatever its case', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email.toUpperCase() });
    const other = await createInterviewer(t.db);
    const list = (await get('/api/interviewers', headers)).json();
    expect(list.data.map((i: { id: number }) => i.id)).toEqual([own.id]);
    expect(list.meta.total).toBe(1);
    expect((await get(`/api/interviewers/${own.id}`, headers)).statusCode).toBe(200);
    const denied = await get(`/api/interviewers/${other.id}`, headers);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe('Interviewer not found');
  });

  it('shows an interviewer without an interviewer record an empty list', async () => {
    const { headers } = await t.signIn('interviewer');
    await createInterviewer(t.db);
    const list = (await get('/api/interviewers', headers)).json();
    expect(list).toEqual({ data: [], meta: { page: 1, limit: 20, total: 0, total_pages: 1 } });
  });
});
