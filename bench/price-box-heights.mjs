// The price box's height on every preview work, per viewport width, language and shopper, with the height
// of each row it shows: the measurements behind the reserved-height rule of the price box's host CSS
// (src/widgets/price-box/reference.ts). Needs a build (`npx vite build`). `node bench/price-box-heights.mjs`
// (PRICE_BOX_HOST=store: inside the preview store's own page layout) prints one JSON array.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';

const WIDTHS = [375, 412, 1280];
/** `?host=docs`: only the documented host CSS (docs/page/host-reserve.css); `store`: the preview store's look. */
const HOST = process.env.PRICE_BOX_HOST === 'store' ? '' : '&host=docs';
const works = JSON.parse(readFileSync(new URL('../fixtures/products.json', import.meta.url), 'utf8'));

const server = await preview({
  configFile: 'vite.config.ts',
  logLevel: 'silent',
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const { port } = server.httpServer.address();
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/** In the page: the box's height and the rows it shows, each with its margin box height. */
function rowsOfBox() {
  const box = document.querySelector('.sf-price-box');
  if (!box) return null;
  const rect = (el) => el.getBoundingClientRect().height;
  const all = (sel) => [...box.querySelectorAll(sel)];
  const lines = (el) => Math.round(rect(el) / parseFloat(window.getComputedStyle(el).lineHeight || '20'));
  return {
    fontSize: window.getComputedStyle(box).fontSize,
    width: Math.round(box.getBoundingClientRect().width),
    height: Math.round(rect(box) * 10) / 10,
    discount: all('.sf-price-box__discount-line').length,
    foreign: all('.sf-price-box__foreign').length,
    gift: all('.sf-price-box__gift').length,
    coupons: all('.sf-price-box__coupon').map(lines),
    choices: all('.sf-price-box__choice').map((el) => Math.round(rect(el))),
    actions: all('.sf-price-box__actions').map((el) => Math.round(rect(el))),
    devices: all('.sf-price-box__devices-toggle').length,
    errors: all('.sf-price-box__error').length,
  };
}

const results = [];
for (const width of WIDTHS)
  for (const member of [false, true]) {
    const context = await browser.newContext();
    const cookies = [{ name: 'sf-mock-session', value: `heights-${width}-${member}`, url: base }];
    if (member)
      for (const name of ['uhashjp', 'uhashen']) cookies.push({ name, value: 'h4sh-member', url: base });
    if (member) cookies.push({ name: 'loginchecked', value: '1', url: base });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    for (const work of works)
      for (const lang of ['jp', 'en']) {
        const path = `/${work.site_id}/work/=/product_id/${work.product_id}.html?gallery=0${HOST}${lang === 'en' ? '&lang=en' : ''}`;
        await page.goto(`${base}${path}`);
        await page.waitForFunction(
          () => document.querySelector('[data-widget="price-box"]')?.getAttribute('data-widget-state'),
          null,
          { timeout: 15_000 },
        );
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const box = await page.evaluate(rowsOfBox);
        results.push({ work: work.product_id, width, lang, member, ...box });
      }
    await context.close();
  }
await browser.close();
await new Promise((resolve) => server.httpServer.close(resolve));
process.stdout.write(`${JSON.stringify(results)}\n`);
