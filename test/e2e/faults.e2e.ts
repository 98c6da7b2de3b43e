import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import type { MockCall, MockFault } from '../../src/mocks/fake-store';
import { baseUrl, openContext, waitForQuiet } from './browser';

// Faults, in the browser against the production build: calls the user did not start fail silently, and
// analytics never gets a storm. A failed call the user started: test/audit/user-faults.test.tsx.

/** Records the analytics reports of the page (a stand-in `ga`). */
async function recordGa(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { gaLabels: string[]; ga: (c: string, f: { eventLabel: string }) => void };
    w.gaLabels = [];
    w.ga = (_command, fields) => w.gaLabels.push(fields.eventLabel);
  });
}
const gaLabels = (page: Page) => page.evaluate(() => (window as unknown as { gaLabels: string[] }).gaLabels);

// The store's own calls (product info, status, boughts, coupons) in both shapes are proven in jsdom
// (test/audit/fault-reports.test.ts); here the JSONP services, whose failure is a script's in a browser.
describe.concurrent('a failed call the user did not start: silent, and exactly one report', () => {
  const background: MockCall[] = ['sample', 'community', 'preview'];
  for (const call of background) {
    for (const fault of ['http500', 'malformed'] as MockFault[]) {
      test(`${call}: ${fault}`, async ({ expect }) => {
        const context = await openContext({ member: true });
        const page = await context.newPage();
        await recordGa(page);
        await page.request.post(`${baseUrl()}/__mock/fault?call=${call}&fault=${fault}`);
        await page.goto(`${baseUrl()}/maniax/work/=/product_id/RJ01000001.html`);
        // Every island settles and every call has answered (a JSONP script that fails fails at once: the
        // page never waits out its 10 s JSONP timeout).
        await waitForQuiet(page);
        const alerts = await page.locator('[role="alert"]').allInnerTexts();
        expect(
          alerts.filter((text) => text.trim() !== ''),
          `${call} ${fault}: silent`,
        ).toEqual([]);
        const labels = await gaLabels(page);
        expect(labels.length, `${call} ${fault}: reports ${JSON.stringify(labels)}`).toBe(1);
        await context.close();
      });
    }
  }
});
