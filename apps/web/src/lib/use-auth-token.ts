import { useSyncExternalStore } from 'react';
import { getToken, subscribeToToken } from './auth-store';

/** The current token; components re-render when it is stored or cleared. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
