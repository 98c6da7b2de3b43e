import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, pageProblems, waitForQuiet } from './browser';
import { pageReady, readinessTimes } from '../../scripts/harness/index.mjs';

// The messages shown (in service only, titles as text) and a guest's: the stories member-messages; islands
// added later, mounting twice, unmount(): test/islands/runtime.test.tsx ('observe()', 'mounting twice mounts
// once', 'unmount removes the rendered content ...'); a guest asks for no list: test/store/loaders.test.ts.
describe('bootstrap on the production build (docs/page-contract.md)', () => {
  // The page holds <section id="storefront">, which is window.storefront until the bundle takes the name.
  test('a member page mounts its islands and marks them ready; an unknown widget is an error and keeps its content', async () => {
    const context = await openContext({ member: true });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${baseUrl()}/maniax/preview/bootstrap.html`);
    await waitForQuiet(page);
    expect(warnings).toEqual([expect.stringContaining('window.storefront was a page value (<section>')]);
    await expect(pageProblems(page, 'member', { 'no-such-widget': 'error' })).resolves.toEqual([]);
    await expect(page.locator('#messages').innerText()).resolves.toContain('ポイント還元キャンペーン開催中');
    await expect(page.locator('#unknown').getAttribute('data-widget-state')).resolves.toBe('error');
    await expect(page.locator('#unknown').innerText()).resolves.toBe('Server-rendered content stays.');
    await expect(page.evaluate(() => typeof window.storefront?.version)).resolves.toBe('string');
    await context.close();
  });

  // Reported once, to ga (which comes late: the report waits for it), to gtag and as storefront:error;
  // the host's own scripts' errors and rejections, on the same page, are not the bundle's to report.
  test("an invalid configuration mounts nothing, logs one error naming the key and reports it, the host scripts' errors not", async () => {
    const context = await openContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as {
        gtagged: unknown[];
        events: unknown[];
        gtag: (...args: unknown[]) => void;
      };
      w.gtagged = [];
      w.events = [];
      w.gtag = (...args) => w.gtagged.push(args);
      document.addEventListener('storefront:error', (event) => {
        const { kind, widget, island, message } = (event as CustomEvent<Record<string, unknown>>).detail;
        w.events.push({ kind, widget, island, message });
      });
      setTimeout(() => {
        throw new Error('host script failed at /account?mail=a%40b.example');
      });
      void Promise.reject(new Error('host promise rejected'));
    });
    await page.goto(`${baseUrl()}/maniax/preview/bootstrap.html?config=bad`);
    await page.evaluate(() => {
      (window as unknown as { sent: unknown[] }).sent = [];
      (window as unknown as { ga: (...args: unknown[]) => void }).ga = (...args: unknown[]) =>
        (window as unknown as { sent: unknown[] }).sent.push(args);
    });
    await page.waitForFunction(() => (window as unknown as { sent: unknown[] }).sent.length > 0);
    const recorded = await page.evaluate(() => {
      const { sent, gtagged, events } = window as unknown as Record<'sent' | 'gtagged' | 'events', unknown[]>;
      return { sent, gtagged, events };
    });
    const label = expect.stringContaining('[ConfigError] lang');
    expect(recorded.sent).toEqual([
      [
        'send',
        {
          hitType: 'event',
          eventCategory: 'exception',
          eventAction: '/maniax/preview/bootstrap.html',
          eventLabel: label,
          nonInteraction: true,
        },
      ],
    ]);
    expect(recorded.gtagged).toEqual([['event', 'exception', { description: label, fatal: false }]]);
    expect(recorded.events).toEqual([{ kind: 'config', widget: null, island: null, message: label }]);
    expect(consoleErrors.filter((text) => text.includes('[ConfigError]'))).toHaveLength(1);
    // Nothing mounts, and the page can tell: every island is in error once `ready` resolves.
    await page.evaluate(() => window.storefront?.ready);
    const states = await page
      .locator('[data-widget]')
      .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-widget-state')));
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(['error']));
    await context.close();
  });

  test('window.storefront.ready and the storefront:ready event: every island has its state by then', async () => {
    const context = await openContext({ member: true });
    const page = await context.newPage();
    // A host script that runs before the entry listens for the event; one that runs later awaits the promise.
    await page.addInitScript(() =>
      document.addEventListener('storefront:ready', () => {
        const islands = [...document.querySelectorAll('[data-widget]')];
        Object.assign(window, {
          __atEvent: islands.filter((island) => !island.hasAttribute('data-widget-state')).length,
          __events: ((window as unknown as { __events?: number }).__events ?? 0) + 1,
        });
      }),
    );
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=30`);
    const withoutState = await page.evaluate(async () => {
      await window.storefront?.ready;
      return document.querySelectorAll('[data-widget]:not([data-widget-state])').length;
    });
    expect(withoutState).toBe(0);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __atEvent?: number; __events?: number };
      return { atEvent: w.__atEvent, events: w.__events };
    });
    expect(seen).toEqual({ atEvent: 0, events: 1 });
    await context.close();
  });

  test("the browser tools' readiness recorder: ready at the product's storefront:ready, the first screen before it, painted after it", async () => {
    const context = await openContext({ member: true });
    const page = await context.newPage();
    // Runs before the page's own scripts: this listener comes before the recorder's, which is the head's first.
    await page.addInitScript(() =>
      document.addEventListener('storefront:ready', () => {
        const recorded = () =>
          (window as unknown as { __sfReadiness?: { readyMs: number | null } }).__sfReadiness?.readyMs ??
          null;
        const seen = { before: recorded(), after: null as number | null };
        Object.assign(window, { __seen: seen });
        // Once the event's listeners have all run, in the same task.
        queueMicrotask(() => (seen.after = recorded()));
      }),
    );
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=30`);
    await page.waitForFunction(pageReady);
    await page.waitForFunction(() => performance.getEntriesByName('storefront:painted').length > 0);
    const times = await page.evaluate(readinessTimes);
    const seen = await page.evaluate(() => ({
      ...(window as unknown as { __seen: { before: number | null; after: number | null } }).__seen,
      islands: document.querySelectorAll('[data-widget]').length,
      marks: ['storefront:on-screen', 'storefront:ready', 'storefront:painted'].map(
        (name) => performance.getEntriesByName(name).length,
      ),
    }));
    if (!times) throw new Error('no recorder on the page');
    // Not ready before the product said so, and ready by the end of the event's dispatch.
    expect(seen.before).toBeNull();
    expect(seen.after).toBe(times.readyMs);
    expect(times.onScreenMs).not.toBeNull();
    expect(times.onScreenMs ?? Infinity).toBeLessThanOrEqual(times.readyMs ?? -Infinity);
    expect(times.paintedMs ?? -Infinity).toBeGreaterThanOrEqual(times.readyMs ?? Infinity);
    expect(times.boxesAtParse).toHaveLength(seen.islands);
    expect(seen.marks).toEqual([1, 1, 1]);
    await context.close();
  });
});
