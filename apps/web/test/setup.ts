import '@testing-library/jest-dom/vitest';
// First, before any module creates a DOMPurify instance: without it DOMPurify sanitises nothing under happy-dom.
import './dompurify-happy-dom';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../src/lib/query-client';
import { errorReplyProblem, replyProblem, resetReplyChecks, routeKey } from './response-schemas';

/**
 * Every JSON reply the screens receive in a test is checked against the response schema the server serialises
 * that route with, and every error reply against the one error shape: a stub the server could never send fails
 * the test (after it ran, with what was wrong).
 */
const replyProblems: string[] = [];
vi.mock('../src/lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/lib/api-client')>();
  const { ApiError } = await import('../src/lib/api-error');
  const apiRequest: typeof real.apiRequest = async (path, options) => {
    const key = routeKey(options?.method ?? 'GET', path);
    let value: unknown;
    try {
      value = await real.apiRequest(path, options);
    } catch (error) {
      const problem =
        error instanceof ApiError ? errorReplyProblem(key, error.status, error.responseText) : null;
      if (problem) replyProblems.push(problem);
      throw error;
    }
    const problem = replyProblem(key, value);
    if (problem) replyProblems.push(problem);
    return value as never;
  };
  return { ...real, apiRequest };
});

// A screen's first render in a test file also loads its lazy route module; give busy machines time for that.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads media queries and observes element sizes. happy-dom implements both (its window is 1024×768, so
// the app renders at desktop width, consistently with the media queries in Mantine's CSS); the stubs stand in
// only where an environment lacks them.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// happy-dom has no `document.fonts`, which Mantine's autosizing Textarea listens to.
if (!(document as { fonts?: unknown }).fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

afterEach(() => {
  const problems = replyProblems.splice(0);
  resetReplyChecks();
  cleanup();
  // Module state that outlives a test: the notifications store and the query cache.
  notifications.clean();
  notifications.cleanQueue();
  queryClient.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (problems.length)
    throw new Error(`Stubbed API replies the server could not send:\n${[...new Set(problems)].join('\n')}`);
});
