import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';

setUnauthorizedHandler(() => {
  void router.navigate('/login', { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A transition renders in short slices that leave the main thread free in between, rather than in one long task
// (router updates are transitions already; this makes the very first render one too).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
