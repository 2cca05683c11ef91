import type { ErrorResponse } from '@interview-hub/contracts/errors';

function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

function parseErrorResponse(text: string): ErrorResponse | null {
  try {
    const value: unknown = JSON.parse(text);
    return isErrorResponse(value) ? value : null;
  } catch {
    return null;
  }
}

/** A failed HTTP response: its status, its raw text and, when the API sent one, the coded error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly responseText: string;
  readonly body: ErrorResponse | null;

  constructor(status: number, statusText: string, responseText: string) {
    const body = parseErrorResponse(responseText);
    super(body?.error.message || responseText || statusText || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.responseText = responseText;
    this.body = body;
  }

  /** The API's error code, e.g. `NOT_FOUND`, when the body carried one. */
  get code(): string | undefined {
    return this.body?.error.code;
  }

  get details(): unknown {
    return this.body?.error.details;
  }
}

/**
 * A message fit to show: the API's own readable message when it sent one, otherwise the screen's `fallback`
 * (raw response text, proxy pages and network errors are not shown to users).
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.error.message) return error.body.error.message;
  return fallback;
}

/** Whether a failed request answered 404: the record the address names does not exist (or is not yours). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
