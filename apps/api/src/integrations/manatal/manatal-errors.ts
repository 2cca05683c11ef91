/** What went wrong talking to Manatal; callers branch on `kind`, people read `message`. */
export type ManatalErrorKind =
  | 'auth'
  | 'not_found'
  | 'rate_limited'
  | 'upstream'
  | 'invalid_response'
  | 'timeout';

/**
 * An error from the Manatal client. `status` is the HTTP status when there was one; `field` is the path of
 * the first offending field when Manatal answered a shape we did not expect (`invalid_response`).
 * @example if (error instanceof ManatalError && error.kind === 'not_found') return null;
 */
export class ManatalError extends Error {
  readonly kind: ManatalErrorKind;
  readonly status: number | undefined;
  readonly field: string | undefined;

  constructor(
    kind: ManatalErrorKind,
    message: string,
    options: { status?: number; field?: string; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ManatalError';
    this.kind = kind;
    this.status = options.status;
    this.field = options.field;
  }
}

export function isManatalError(error: unknown, kind?: ManatalErrorKind): error is ManatalError {
  return error instanceof ManatalError && (kind === undefined || error.kind === kind);
}
