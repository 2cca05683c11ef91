import '@testing-library/jest-dom/vitest';
// First, before any module creates a DOMPurify instance: without it DOMPurify sanitises nothing under happy-dom.
import './dompurify-happy-dom';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../src/lib/query-client';

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
  cleanup();
  queryClient.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
