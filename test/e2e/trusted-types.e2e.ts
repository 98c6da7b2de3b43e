import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, waitForIslands } from './browser';

// Hardened store pages (docs/page/security.md "Trusted Types"), against the production build: the preview
// server sends `require-trusted-types-for 'script'` with `?csp=trusted-types` (the bundle's policy allowed)
// or `?csp=trusted-types-other` (only another policy allowed).

// RJ01000003: community counts 6 and 14, a preview player; its related cards RJ01000001 (a demo and a
// sample) and RJ01000002 (two samples). Three JSONP calls, one per service, leave at the page scan.
const WORK = '/maniax/work/=/product_id/RJ01000003.html';
const REFUSED = `[TrustedTypesError] the page's CSP does not allow the trusted-types policy "storefront-islands"`;

interface Violation {
  directive: string;
  blockedURI: string;
}

interface Recorded {
  page: Page;
  close: () => Promise<void>;
  /** Console errors other than failed loads (the favicon, the fixtures' made-up image hosts). */
  consoleErrors: string[];
  pageErrors: string[];
  /** Scripts that failed to load (the entry, chunks, JSONP). */
  failedScripts: string[];
  /** Scripts requested from the JSONP services (samples, previews, community). */
  jsonpRequests: string[];
}

/** Opens `path` recording ga reports and `securitypolicyviolation` events from the first script on. */
async function openHardened(path: string): Promise<Recorded> {
  const context = await openContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as {
      gaLabels: string[];
      violations: Violation[];
      ga: (command: string, fields: { eventLabel: string }) => void;
    };
    w.gaLabels = [];
    w.violations = [];
    w.ga = (_command, fields) => w.gaLabels.push(fields.eventLabel);
    document.addEventListener('securitypolicyviolation', (event) => {
      w.violations.push({ directive: event.effectiveDirective, blockedURI: event.blockedURI });
    });
  });
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const jsonpRequests: string[] = [];
  const failedScripts: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      consoleErrors.push(message.text());
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script') failedScripts.push(request.url());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !response.ok()) failedScripts.push(response.url());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    const jsonp = /^\/__(?:embed|community)\//.test(new URL(request.url()).pathname);
    if (jsonp && request.resourceType() === 'script') jsonpRequests.push(request.url());
  });
  const response = await page.goto(`${baseUrl()}${path}`);
  // The page really is hardened: the preview server sent the header.
  expect(response?.headers()['content-security-policy']).toMatch(/^require-trusted-types-for 'script'; /);
  return { page, close: () => context.close(), consoleErrors, pageErrors, failedScripts, jsonpRequests };
}

const gaLabels = (page: Page) => page.evaluate(() => (window as unknown as { gaLabels: string[] }).gaLabels);
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: Violation[] }).violations);
const islandStates = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-widget]'), (el) => el.getAttribute('data-widget-state')),
  );
const workCounts = (page: Page) => page.locator('.work-community .sf-community-links__count').allInnerTexts();
const card = (page: Page, id: string) =>
  page.locator(`.work-related--1column [data-widget="product-item"][data-product-id="${id}"]`);

/** Would a string reach a script's `src` on this page? (Under enforcement it throws and reports.) */
const stringScriptUrlThrows = (page: Page) =>
  page.evaluate(() => {
    try {
      document.createElement('script').src = '/x.js';
      return false;
    } catch (error) {
      return error instanceof TypeError;
    }
  });

describe('Trusted Types required by the page (require-trusted-types-for)', () => {
  test('the policy allowed: community counts, samples, demo and preview load; no violation, no error', async () => {
    const opened = await openHardened(`${WORK}?csp=trusted-types`);
    const { page } = opened;
    await waitForIslands(page);
    const states = await islandStates(page);
    expect(states.length).toBeGreaterThan(10);
    expect(states.every((state) => state === 'ready')).toBe(true);

    // Community counts of the work (JSONP, community host).
    await page.locator('.work-community').getByText('6件').waitFor();
    expect(await workCounts(page)).toEqual(['6件', '14件']);
    // The preview player (JSONP, preview embed service).
    await page.locator('[data-widget="preview-player"] iframe').waitFor({ state: 'attached' });
    // Samples and the demo of the related cards (JSONP, sample embed).
    await card(page, 'RJ01000001').getByRole('link', { name: '体験版' }).waitFor();
    const sample = card(page, 'RJ01000002').getByRole('button', { name: 'サンプル' });
    await sample.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect(dialog.locator('img').count()).resolves.toBe(2);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(await violations(page)).toEqual([]);
    expect(opened.consoleErrors).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
    expect(opened.failedScripts).toEqual([]);
    // Each service answered through the policy: preview, samples, and community (the work's own counts and
    // those of the related cards near the screen).
    const services = new Set(
      opened.jsonpRequests.map(
        (url) => /^\/__(embed\/sample|embed\/preview|community)(?:\/|$)/.exec(new URL(url).pathname)?.[1],
      ),
    );
    expect([...services].sort()).toEqual(['community', 'embed/preview', 'embed/sample']);
    expect(await gaLabels(page)).toEqual([]);
    // Not vacuous: on this page a plain string in a script's `src` is refused.
    await expect(stringScriptUrlThrows(page)).resolves.toBe(true);
    await opened.close();
  });

  test('the policy not allowed: the JSONP features stay empty, one report, everything else works', async () => {
    const opened = await openHardened(`${WORK}?csp=trusted-types-other`);
    const { page } = opened;
    await waitForIslands(page);
    const states = await islandStates(page);
    expect(states.length).toBeGreaterThan(10);
    expect(states.every((state) => state === 'ready')).toBe(true);
    // Every JSONP call of the page has settled by now: the preview player and the community links are
    // ready once their call settled, and the sample call left at the page scan, before any product data.
    expect(await workCounts(page)).toEqual(['-', '-']);
    await expect(page.locator('[data-widget="preview-player"] iframe').count()).resolves.toBe(0);
    await expect(page.locator('.sf-sample-access').count()).resolves.toBe(0);
    // The rest of the page works: prices and the favourite button are there.
    await expect(page.locator('[data-widget="price-box"] .sf-price-box__actions').count()).resolves.toBe(1);
    expect((await page.locator('[data-widget="favorite-button"]').innerText()).trim()).not.toBe('');

    // One report for all the calls, and no script was ever attempted (no request, no sink violation).
    const labels = await gaLabels(page);
    expect(labels).toHaveLength(1);
    expect(labels[0]?.split('\n')[0]).toBe(`TrustedTypesError: ${REFUSED}`);
    expect(opened.jsonpRequests).toEqual([]);
    const seen = await violations(page);
    expect(seen.filter((v) => v.directive === 'require-trusted-types-for')).toEqual([]);
    expect(seen.map((v) => v.directive)).toEqual(['trusted-types']);
    expect(opened.pageErrors).toEqual([]);
    await opened.close();
  });
});
