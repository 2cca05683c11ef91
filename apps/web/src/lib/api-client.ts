import { ApiError } from './api-error';
import { getToken } from './auth-store';
import { filenameFromContentDisposition } from './content-disposition';
import { endSession } from './session';

type QueryValue = string | number | boolean | null | undefined;

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Query parameters; null, undefined and empty values are left out. */
  query?: Record<string, QueryValue>;
  /** Sends no bearer token and leaves the session alone on a 401 (sign-in and invitation calls). */
  unauthenticated?: boolean;
  signal?: AbortSignal;
};

/** How the app leaves a screen whose session the server refused; the router registers a client-side one. */
let onUnauthorized: () => void = () => window.location.assign('/login');

export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** Sends a request and answers the response when it is OK; otherwise throws an {@link ApiError}. */
async function send(path: string, options: ApiRequestOptions, accept: string): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  // Only with a body: the API refuses an empty body declared as JSON.
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const token = options.unauthenticated ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const response = await fetch(withQuery(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (response.ok) return response;

  const text = await response.text().catch(() => '');
  if (response.status === 401 && !options.unauthenticated) {
    endSession();
    onUnauthorized();
  }
  throw new ApiError(response.status, response.statusText, text);
}

/**
 * Calls the API with JSON in and out and the stored bearer token (unless `unauthenticated`).
 * A 401 ends the session and sends the user to /login; any failed response throws an {@link ApiError}.
 *
 * @example const user = await apiRequest<User>('/api/auth/profile');
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const text = await response.text();
  // A body-less answer (204) has no value; callers of such routes type T as void or undefined.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** How long the object URL of a download stays alive: long enough for the browser to start saving. */
export const DOWNLOAD_URL_LIFETIME_MS = 1000;

/**
 * Fetches a file with the session's token and has the browser save it, named by the response's
 * Content-Disposition header or else `fallbackName`.
 */
export async function downloadFile(
  path: string,
  fallbackName = 'download',
  options: Pick<ApiRequestOptions, 'method' | 'body' | 'query' | 'signal'> = {},
): Promise<void> {
  const response = await send(path, options, '*/*');
  const blob = await response.blob();
  const name = filenameFromContentDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;

  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
