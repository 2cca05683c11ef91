/** GET /api/auth/google/login: a full-page navigation that starts sign-in with Google (spec §7). */
export const GOOGLE_LOGIN_PATH = '/api/auth/google/login';

export function startGoogleSignIn(): void {
  window.location.assign(GOOGLE_LOGIN_PATH);
}
