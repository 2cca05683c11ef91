import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

const email = () => `new-${randomBytes(4).toString('hex')}@example.test`;

describe('POST and PUT /api/interviewers', () => {
  const t = useTestApp();
  const send = (method: 'POST' | 'PUT', url: string, headers: { authorization: string }, payload: object) =>
    t.app.inject({ method, url, headers, payload });
  const auditOf = (action: string, entityId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  it('creates an interviewer with price 0 by default, a formatted phone and clean tags', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const address = email();
    const res = await send('POST', '/api/interviewers', headers, {
      name: '  Ada Byron ',
      email: address,
      phone: '14155550123',
      notes: 'Prefers mornings',
      tech_stack: [' React', 'React', 'react', ''],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Ada Byron',
      email: address,
      phone: '+1 415 555 0123',
      price: 0,
      rating: null,
      notes: 'Prefers mornings',
      tech_stack: ['React', 'react'],
    });
    const [audit] = await auditOf('interviewer.create', body.id);
    expect(audit?.actorId).toBe(user.id);
  });

  it("requires name and email with the screen's message", async () => {
    const { headers } = await t.signIn('admin');
    for (const payload of [{ email: email() }, { name: 'No Mail' }, { name: ' ', email: email() }]) {
      const res = await send('POST', '/api/interviewers', headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('Name and Email are required.');
    }
    const badPrice = await send('POST', '/api/interviewers', headers, {
      name: 'A',
      email: email(),
      price: -5,
    });
    expect(badPrice.statusCode).toBe(400);
    const badType = await send('POST', '/api/interviewers', headers, {
      name: 'A',
      email: email(),
      price: 'ten',
    });
    expect(badType.statusCode).toBe(400);
  });

  it('answers 409 for an e-mail another interviewer has, whatever its case', async () => {
    const { headers } = await t.signIn('recruiter');
    const existing = await createInterviewer(t.db);
    const res = await send('POST', '/api/interviewers', headers, {
      name: 'Copy',
      email: existing.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An interviewer with this email already exists');
    const other = await createInterviewer(t.db);
    const moved = await send('PUT', `/api/interviewers/${other.id}`, headers, {
      name: other.name,
      email: existing.email,
    });
    expect(moved.statusCode).toBe(409);
  });

  it('saves the full object, ignores the rating and answers the updated interviewer', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const row = await createInterviewer(t.db, { rating: 4, price: 40, timezone: 'Europe/Kyiv' });
    const res = await send('PUT', `/api/interviewers/${row.id}`, headers, {
      id: row.id,
      name: 'Renamed',
      email: row.email.toUpperCase(),
      phone: '(415) 555-0199',
      telegram: '@renamed',
      telegram_chat_id: '123456789',
      price: 95.5,
      rating: 1,
      feedback_folder_id: 'https://drive.google.com/drive/folders/abc',
      notes: 'Great with juniors',
      tech_stack: ['Go', 'Go', ' Kubernetes '],
      unknown_field: 'dropped',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: row.id,
      name: 'Renamed',
      email: row.email.toUpperCase(),
      phone: '415 555 0199',
      telegram: '@renamed',
      telegram_chat_id: '123456789',
      price: 95.5,
      rating: 4,
      feedback_folder_id: 'https://drive.google.com/drive/folders/abc',
      notes: 'Great with juniors',
      tech_stack: ['Go', 'Kubernetes'],
      timezone: 'Europe/Kyiv',
      level_rates: {},
    });
    const [audit] = await auditOf('interviewer.update', row.id);
    expect(audit?.actorId).toBe(user.id);
    expect(audit?.before).toMatchObject({ name: row.name });
    expect(audit?.after).toMatchObject({ name: 'Renamed' });
  });

  it('clears fields sent empty and leaves an emptied price unset (null), as the spec asks', async () => {
    const { headers } = await t.signIn('admin');
    const row = await createInterviewer(t.db, {
      phone: '415 555 0100',
      price: 60,
      notes: 'x',
      techStack: ['Go'],
    });
    const res = await send('PUT', `/api/interviewers/${row.id}`, headers, {
      name: row.name,
      email: row.email,
      phone: '',
      price: null,
      notes: '  ',
      feedback_folder_id: '',
      tech_stack: [],
    });
    expect(res.json()).toMatchObject({
      phone: null,
      price: null,
      notes: null,
      feedback_folder_id: null,
      tech_stack: [],
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/interviewers/${row.id}`, headers });
    expect(read.json().price).toBeNull();
  });

  it('sorts interviewers without a price after those with one, whichever way', async () => {
    const { headers } = await t.signIn('recruiter');
    const tag = `np${randomBytes(3).toString('hex')}`;
    await createInterviewer(t.db, { name: `${tag} Unset`, price: null });
    await createInterviewer(t.db, { name: `${tag} Ten`, price: 10 });
    await createInterviewer(t.db, { name: `${tag} Zero`, price: 0 });
    const prices = async (order: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/interviewers?search=${tag}&sort_by=price&sort_order=${order}`,
          headers,
        })
      )
        .json()
        .data.map((i: { price: number | null }) => i.price);
    expect(await prices('asc')).toEqual([0, 10, null]);
    expect(await prices('desc')).toEqual([null, 10, 0]);
  });

  it('saves and answers a valid IANA time zone, clears it with null and refuses an unknown one with 400', async () => {
    const { headers } = await t.signIn('recruiter');
    const created = await send('POST', '/api/interviewers', headers, {
      name: 'Zoned',
      email: email(),
      timezone: 'Asia/Kolkata',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().timezone).toBe('Asia/Kolkata');
    const { id, email: address } = created.json();
    const moved = await send('PUT', `/api/interviewers/${id}`, headers, {
      name: 'Zoned',
      email: address,
      timezone: 'America/New_York',
    });
    expect(moved.json().timezone).toBe('America/New_York');
    for (const bad of ['Mars/Olympus', 'Berlin', '+05:30', 'asia/kolkata', 42]) {
      const res = await send('PUT', `/api/interviewers/${id}`, headers, {
        name: 'Zoned',
        email: address,
        timezone: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }
    const cleared = await send('PUT', `/api/interviewers/${id}`, headers, {
      name: 'Zoned',
      email: address,
      timezone: null,
    });
    expect(cleared.json().timezone).toBeNull();
  });

  it('answers 400 for a feedback folder that is not an http(s) link or a bad chat id', async () => {
    const { headers } = await t.signIn('recruiter');
    const row = await createInterviewer(t.db);
    const base = { name: row.name, email: row.email };
    for (const extra of [
      { feedback_folder_id: 'my drive' },
      { feedback_folder_id: 'javascript:alert(1)' },
      { telegram_chat_id: 'chat' },
      { email: 'not-an-email' },
    ]) {
      const res = await send('PUT', `/api/interviewers/${row.id}`, headers, { ...base, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('answers 404 for an unknown interviewer and 400 for a bad id', async () => {
    const { headers } = await t.signIn('recruiter');
    const payload = { name: 'A', email: email() };
    const missing = await send('PUT', '/api/interviewers/999999', headers, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Interviewer not found');
    expect((await send('PUT', '/api/interviewers/abc', headers, payload)).statusCode).toBe(400);
  });

  it('forbids interviewers to create or edit, even their own record', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email });
    const created = await send('POST', '/api/interviewers', headers, { name: 'X', email: email() });
    expect(created.statusCode).toBe(403);
    const edited = await send('PUT', `/api/interviewers/${own.id}`, headers, {
      name: 'X',
      email: user.email,
    });
    expect(edited.statusCode).toBe(403);
  });

  it('lets an interviewer change their own Telegram and time zone, and refuses any other change', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const me = await createInterviewer(t.db, { email: user.email, price: 80, techStack: ['Go'] });
    const url = `/api/interviewers/${me.id}`;
    const base = { name: me.name, email: me.email, price: 80, tech_stack: ['Go'] };
    const saved = await send('PUT', url, headers, { ...base, telegram: '@me_now', timezone: 'Asia/Kolkata' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ telegram: '@me_now', timezone: 'Asia/Kolkata', price: 80 });

    for (const change of [{ price: 200 }, { tech_stack: ['Go', 'Rust'] }, { name: 'Someone Else' }]) {
      const refused = await send('PUT', url, headers, { ...base, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
      expect(refused.json().error.message).toBe(
        'You can change your phone, Telegram and time zone; ask a recruiter to change the rest',
      );
    }
    const other = await createInterviewer(t.db);
    const foreign = await send('PUT', `/api/interviewers/${other.id}`, headers, {
      name: other.name,
      email: other.email,
      telegram: '@hijack',
    });
    expect(foreign.statusCode).toBe(404);
  });
});
