import { describe, test } from 'vitest';
import { baseUrl, openContext, waitForQuiet } from './browser';

// The whole Content Security Policy docs/page/security.md gives a store page (`?csp=strict` on the preview:
// default-src 'none', then only what the bundle needs), on one host and with the live store's hosts (the
// bundle from a CDN host, the embed services from theirs): every island ready, nothing refused.

const PAGES = [
  '/maniax/preview/list.html?n=12&lang=en',
  // A preview player (an iframe), community counts and samples by JSONP, the gallery's images.
  '/maniax/work/=/product_id/RJ01000003.html',
  '/maniax/mypage/wishlist/folders/',
  '/maniax/mypage/wishlist/',
];

describe.concurrent('a page with the documented strict CSP', () => {
  for (const path of PAGES)
    for (const hosts of ['one host', 'CDN and embed hosts'])
      test(`${path}, ${hosts}: every island ready, no violation`, async ({ expect }) => {
        const context = await openContext({ member: true });
        const page = await context.newPage();
        await page.addInitScript(() => {
          const violations: string[] = [];
          Object.assign(window, { __violations: violations });
          document.addEventListener('securitypolicyviolation', (event) =>
            violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
          );
        });
        const query = `csp=strict${hosts === 'one host' ? '' : '&cdn=cross-origin'}`;
        const response = await page.goto(`${baseUrl()}${path}${path.includes('?') ? '&' : '?'}${query}`);
        expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
        await page.evaluate(() => window.storefront?.ready);
        // Cards near the screen ask for their community counts once shown: bring the rest in.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await waitForQuiet(page);
        const states = await page
          .locator('[data-widget]')
          .evaluateAll((islands) => islands.map((island) => island.getAttribute('data-widget-state')));
        expect(states.length).toBeGreaterThan(0);
        expect(new Set(states)).toEqual(new Set(['ready']));
        if (path.includes('/work/')) await expect(page.locator('iframe').count()).resolves.toBeGreaterThan(0);
        await expect(
          page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
        ).resolves.toEqual([]);
        await context.close();
      });
});
