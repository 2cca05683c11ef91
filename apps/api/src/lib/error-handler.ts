import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type AppErrorCode, errorStatus } from './app-error';

/** PostgreSQL and driver failures that mean "the database is not reachable right now". */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unavailableCodes.has(code)) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

function send(reply: FastifyReply, code: AppErrorCode, message: string, details?: unknown) {
  return reply
    .status(errorStatus[code])
    .type('application/json; charset=utf-8')
    .send({ error: details === undefined ? { code, message } : { code, message, details } });
}

/** Maps every thrown error to `{ error: { code, message, details? } }`; never leaks a stack trace. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) return send(reply, error.code, error.message, error.details);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message,
    }));
    const where = error.validationContext ?? 'request';
    return send(
      reply,
      'VALIDATION_FAILED',
      `Invalid ${where}: ${details[0]?.message ?? 'bad value'}`,
      details,
    );
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return send(reply, 'INTERNAL', 'Something went wrong on our side');
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return send(reply, 'UNAVAILABLE', 'The service is temporarily unavailable, please retry shortly');
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return send(reply, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  if (status === 415) return send(reply, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type');
  if (status === 429) return send(reply, 'RATE_LIMITED', error.message || 'Too many requests');
  if (status >= 400 && status < 500) return send(reply, 'BAD_REQUEST', error.message || 'Bad request');
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 'INTERNAL', 'Something went wrong on our side');
}
