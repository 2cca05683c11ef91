import { ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * Writes a response after checking it against the route's zod schema, which also drops every field the schema does
 * not name. The library's own serializer checks with `safeEncode`, which runs every schema that has checks twice
 * (a first pass without them, for codecs): 80 µs for a page of 20 interviews where `safeParse` takes 19 µs.
 * Response schemas hold no codecs, so both give the same result.
 */
export function serializeWithSchema({
  schema,
  method,
  url,
}: {
  schema: ZodType;
  method: string;
  url: string;
}) {
  return (data: unknown): string => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}
