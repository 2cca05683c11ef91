import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, lastEmailTo, tokenFromEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { outboundEmails } from '../../db/schema/index';
import type { JobQueue } from '../../jobs/job-queue';
import { afterAnswerWorkSettled } from './after-answer';

const ANSWER = { message: 'If an account exists for this email, a reset link is on its way.' };

let lastOctet = 0;
const newIp = () => `192.0.2.${++lastOctet}`;

/** A job queue whose hand-over can be held, to show what the answer waits for. */
let handOver: Promise<void> = Promise.resolve();
let releaseHandOver = () => {};
const holdHandOver = () => {
  handOver = new Promise((resolve) => {
    releaseHandOver = resolve;
  });
};
const queue: JobQueue = { send: () => handOver };

describe('POST /api/auth/request-password-reset', () => {
  const t = useTestApp({ queue });
  afterEach(() => {
    releaseHandOver();
    handOver = Promise.resolve();
  });
  const requestReset = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email },
      remoteAddress: ip,
    });
  const mailsTo = async (email: string) => {
    await afterAnswerWorkSettled(t.app);
    return t.db.select().from(outboundEmails).where(eq(outboundEmails.to, email));
  };

  it('answers the same whether or not the account exists, and mails only real accounts', async () => {
    const user = await createUser(t.db);
    const known = await requestReset(user.email, newIp());
    const unknown = await requestReset('ghost@example.test', newIp());
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(ANSWER);
    expect(unknown.json()).toEqual(ANSWER);
    expect(await mailsTo(user.email)).toHaveLength(1);
    expect((await lastEmailTo(t.db, user.email))?.text).toContain(`${t.config.appUrl}/set-password?token=`);
    expect(await mailsTo('ghost@example.test')).toEqual([]);
  });

  it('answers a known address without waiting for its e-mail, as it answers an unknown one', async () => {
    const user = await createUser(t.db);
    holdHandOver();
    const known = await requestReset(user.email, newIp());
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(ANSWER);
    releaseHandOver();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('mails at most 3 links an hour to one address, so the last one mailed stays valid', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 15; i++) {
      const res = await requestReset(user.email.toUpperCase(), newIp());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ANSWER);
    }
    expect(await mailsTo(user.email)).toHaveLength(3);
    const last = await lastEmailTo(t.db, user.email);
    const token = tokenFromEmail(last?.text ?? '');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token, password: 'Str0ngPassword' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('mails at most 10 links an hour on the requests of one IP, whatever the addresses', async () => {
    const ip = newIp();
    const people = await Promise.all(Array.from({ length: 11 }, () => createUser(t.db)));
    for (const person of people) {
      const res = await requestReset(person.email, ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(ANSWER);
    }
    const mailed = await Promise.all(people.map(async (p) => (await mailsTo(p.email)).length));
    expect(mailed).toEqual([...Array(10).fill(1), 0]);
  });
});
