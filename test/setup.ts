import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { LONG_WAIT, SUITE_NOW, shiftClock } from '../src/mocks/suite-clock';

// Every file starts at the suite's instant, whatever the machine's calendar (docs/testing.md "The suite's
// clock"); a test that needs another moment sets it (vi.setSystemTime, or an injected now).
shiftClock(SUITE_NOW);
// findBy… and waitFor give up after LONG_WAIT, not Testing Library's 1 s: a bound for a hang, which a loaded
// machine only reaches later, never a check of its speed.
configure({ asyncUtilTimeout: LONG_WAIT.timeout });

// The test files of a worker share one window (the unit project runs without isolation, for speed): each
// file starts from an empty page and its own copy of the project's modules (libraries stay loaded), so no
// island, store or listener of an earlier file reaches it.
vi.resetModules();
clearCookiesAndStorage();
history.replaceState(null, '', '/');
document.head.replaceChildren();
document.body.replaceChildren();
sessionStorage.clear();
const { mockServer } = await import('./msw-server');
// Every label, as before the dictionaries came in parts: the bundle adds each part with its widgets' chunk
// (test/i18n/label-parts.test.ts checks that every widget's code brings the parts it shows).
await import('../src/i18n/en');

/** Expires every cookie the page can see, whatever path a test set it on, and empties localStorage. */
function clearCookiesAndStorage() {
  const segments = location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (!name) return;
    for (const path of paths)
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  });
  localStorage.clear();
}

// Every request a test makes must be answered by a handler: an unhandled one fails the test.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
// After each test: React trees unmounted, the page's body emptied (islands and markup a test wrote into it),
// handlers, cookies and storage reset, so no test of a file depends on what an earlier one left.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  mockServer.resetHandlers();
  clearCookiesAndStorage();
});
afterAll(() => mockServer.close());
