import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializeWithSchema } from './serialize-with-schema';

const schema = z.object({
  id: z.number().int().positive(),
  status: z.enum(['scheduled', 'cancelled']),
  date: z.iso.datetime(),
  notes: z.string().max(100).nullable(),
  candidate: z.object({ id: z.number().int(), name: z.string().min(1) }).nullable(),
  tags: z.array(z.string()),
});
const route = { schema, method: 'GET', url: '/api/things/:id' };

describe('serializeWithSchema', () => {
  it('writes what the library serializer writes, dropping every field the schema does not name', () => {
    const data = {
      id: 7,
      status: 'scheduled',
      date: '2027-03-01T10:00:00.000Z',
      notes: null,
      candidate: { id: 3, name: 'Ada', email: 'ada@example.com' },
      tags: ['go', 'sql'],
      internal_notes: 'never sent',
    };
    const written = serializeWithSchema(route)(data);
    expect(JSON.parse(written)).toEqual({
      id: 7,
      status: 'scheduled',
      date: '2027-03-01T10:00:00.000Z',
      notes: null,
      candidate: { id: 3, name: 'Ada' },
      tags: ['go', 'sql'],
    });
    const library = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]) as (
      d: unknown,
    ) => string;
    expect(written).toBe(library(data));
  });

  it('refuses a response that breaks the schema, with the error the error handler answers 500 for', () => {
    const serialize = serializeWithSchema(route);
    const broken = { id: 7, status: 'lost', date: 'yesterday', notes: null, candidate: null, tags: [] };
    let thrown: unknown;
    try {
      serialize(broken);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});
