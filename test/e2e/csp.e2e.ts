import { describe, test } from 'vitest';
import { JSONP_CALLBACK_SHAPE } from '../../src/api/jsonp-callback';
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
        const jsonp: URL[] = [];
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.searchParams.has('callback')) jsonp.push(url);
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
        if (path.includes('/work/')) {
          // The player's frame: sandboxed, told the store's origin alone.
          await expect(
            page
              .locator('iframe')
              .evaluateAll((frames) =>
                frames.map((frame) => [frame.getAttribute('sandbox'), frame.getAttribute('referrerpolicy')]),
              ),
          ).resolves.toEqual([['allow-scripts allow-same-origin', 'strict-origin-when-cross-origin']]);
          // docs/page/security.md "JSONP services": the bundle's callbacks have the one shape, and a service
          // answers no other (an injected script tag asking for `alert(1)//` runs nothing).
          expect(jsonp.length).toBeGreaterThan(0);
          expect(
            jsonp
              .map((url) => url.searchParams.get('callback') ?? '')
              .filter((name) => !JSONP_CALLBACK_SHAPE.test(name)),
          ).toEqual([]);
          const injected = new URL(jsonp[0] ?? '');
          injected.searchParams.set('callback', 'alert(1)//');
          // Asked from here, on the page's own host (the embed hosts' names resolve in the browser only).
          if (hosts === 'one host')
            await expect(page.request.get(injected.href).then((answer) => answer.status())).resolves.toBe(
              400,
            );
          // The gallery's server images, hidden while it draws them, show again once it goes: hidden by an
          // attribute, not an inline style, which this policy would refuse to put back.
          const shown = () =>
            page
              .locator('[data-widget="work-gallery"] > img')
              .evaluateAll((imgs) => imgs.map((img) => getComputedStyle(img).display !== 'none'));
          await expect(shown()).resolves.toEqual([false, false, false, false, false]);
          await page.evaluate(() => window.storefront?.unmount());
          // As the page's CSS shows them without the bundle: the first image at full width, the rest hidden.
          await expect(shown()).resolves.toEqual([true, false, false, false, false]);
          await expect(page.locator('[data-sf-replaced]').count()).resolves.toBe(0);
        }
        await expect(
          page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
        ).resolves.toEqual([]);
        await context.close();
      });
});

// A store page whose server content carries style attributes (the policy leaves them unapplied): the bundle
// hides and shows that content by an attribute of its own, never by writing `style`, which this policy
// refuses, so the content comes back when the islands go.
test('server content with a style attribute shows again once its island is unmounted', async ({ expect }) => {
  const context = await openContext({ member: true });
  const page = await context.newPage();
  const path = '/maniax/work/=/product_id/RJ01000003.html?csp=strict';
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replaceAll(
      '<img class="work-gallery__item"',
      '<img style="color: inherit" class="work-gallery__item"',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${baseUrl()}${path}`);
  await page.evaluate(() => window.storefront?.ready);
  const first = page.locator('[data-widget="work-gallery"] > img').first();
  await expect(first.evaluate((img) => getComputedStyle(img).display)).resolves.toBe('none');
  await page.evaluate(() => window.storefront?.unmount());
  await expect(first.evaluate((img) => getComputedStyle(img).display)).resolves.not.toBe('none');
  await context.close();
});
