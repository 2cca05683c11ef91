import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { errorHandler } from './error-handler';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
app.setErrorHandler(errorHandler);
app.post(
  '/echo',
  { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) } },
  async (req) => req.body,
);
app.get('/conflict', async () => {
  throw new AppError('CONFLICT', 'Interviewer already booked', { interview_id: 7 });
});
app.get('/bug', async () => {
  throw new Error('secret internals at /srv/app.ts:12');
});
app.get('/db-down', async () => {
  throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
});
app.get('/bad-response', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => {
  return { id: 'not-a-number' } as unknown as { id: number };
});

describe('error handler', () => {
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('answers 400 naming the field when the body breaks its schema', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', payload: { name: '', age: 'x' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['name', 'age']),
    );
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('maps coded errors to their status with details', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'CONFLICT', message: 'Interviewer already booked', details: { interview_id: 7 } },
    });
  });

  it('hides the internals of an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internals');
    expect(res.json().error.code).toBe('INTERNAL');
  });

  it('answers 503 while the database cannot be reached', async () => {
    const res = await app.inject({ method: 'GET', url: '/db-down' });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('UNAVAILABLE');
  });

  it('never sends a response that breaks its own schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not-a-number');
  });
});
