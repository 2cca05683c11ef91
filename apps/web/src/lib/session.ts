import { clearToken, setToken } from './auth-store';
import { queryClient } from './query-client';

/** Signs in with a token from the server; anything cached for a previous user is dropped first. */
export function startSession(token: string): void {
  queryClient.clear();
  setToken(token);
}

/** Signs out locally: forgets the token and every cached response, the signed-in user included. */
export function endSession(): void {
  clearToken();
  queryClient.clear();
}
