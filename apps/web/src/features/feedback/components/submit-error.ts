import { ApiError } from '../../../lib/api-error';
import { errorsFromIssues, type FeedbackFormErrors } from './feedback-form-values';

type Detail = { path: string; message: string };

function isDetail(value: unknown): value is Detail {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The field errors of a 400 whose details name them (`[{ path, message }]`), else none. */
export function fieldErrorsOf(error: unknown): FeedbackFormErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  return errorsFromIssues(error.details.filter(isDetail));
}

/** The reason the server gave when it is worth showing (already submitted, cancelled interview). */
export function conflictReason(error: unknown): string | null {
  return error instanceof ApiError && error.status === 409 ? (error.body?.error.message ?? null) : null;
}
