// The price box's height on every preview work, per viewport width, language and shopper, with the height
// of each row it shows: the measurements behind the reserved-height rule of the price box's host CSS
// (src/widgets/price-box/reference.ts). Needs a build (`npx vite build`). `node bench/price-box-heights.mjs`
// (PRICE_BOX_HOST=store: inside the preview store's own page layout) prints one JSON array.
import { readFileSync } from 'node:fs';
import { islandsHaveState, previewWithChromium, sessionCookies } from '../scripts/harness/index.mjs';

const WIDTHS = [375, 412, 1280];
/** `?host=docs`: only the documented host CSS (docs/page/host-reserve.css); `store`: the preview store's look. */
const HOST = process.env.PRICE_BOX_HOST === 'store' ? '' : '&host=docs';
const works = JSON.parse(readFileSync(new URL('../fixtures/products.json', import.meta.url), 'utf8'));

const { base, browser, close } = await previewWithChromium();

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
    await context.addCookies(sessionCookies({ tool: 'heights', member, url: base }));
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    for (const work of works)
      for (const lang of ['jp', 'en']) {
        const path = `/${work.site_id}/work/=/product_id/${work.product_id}.html?gallery=0${HOST}${lang === 'en' ? '&lang=en' : ''}`;
        await page.goto(`${base}${path}`);
        await page.waitForFunction(islandsHaveState, '[data-widget="price-box"]', { timeout: 15_000 });
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const box = await page.evaluate(rowsOfBox);
        results.push({ work: work.product_id, width, lang, member, ...box });
      }
    await context.close();
  }
await close();
process.stdout.write(`${JSON.stringify(results)}\n`);
