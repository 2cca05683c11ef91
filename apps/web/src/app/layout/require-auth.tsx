import { Navigate, Outlet } from 'react-router';
import { useAuthToken } from '../../lib/use-auth-token';

/** Lets signed-in users through; everyone else goes to /login. Reacts when the token is cleared (e.g. a 401). */
export function RequireAuth() {
  const token = useAuthToken();
  if (!token) return <Navigate to="/login" replace />;
  return <Outlet />;
}
