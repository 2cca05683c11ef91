import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** The app's router over the route table in routes.tsx (kept apart so tests can mount it in memory). */
export const router = createBrowserRouter(routes);
