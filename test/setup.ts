import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// The test files of a worker share one window (the unit project runs without isolation, for speed): each
// file starts from an empty page and its own copy of the project's modules (libraries stay loaded), so no
// island, store or listener of an earlier file reaches it.
vi.resetModules();
document.head.replaceChildren();
document.body.replaceChildren();
sessionStorage.clear();
const { mockServer } = await import('./msw-server');

// Every request a test makes must be answered by a handler: an unhandled one fails the test.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  mockServer.resetHandlers();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  localStorage.clear();
});
afterAll(() => mockServer.close());
