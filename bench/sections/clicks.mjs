// Click to feedback on each phone of BENCH_TIERS (bench/lib/tiers.mjs: the tier's screen, network and CPU
// rate through the DevTools protocol, from navigation on): a 30-card list once every island is ready, a
// click on an add to cart (ms to the next frame, and to "added" on screen) and on a rental work's add (to
// the next frame, and to its popup in the DOM). Playwright's click: the browser's own mouse input.
import { RUNS, ctx, log, median, phones, round } from '../lib/common.mjs';
import { loadSettled, markTarget, openPhonePage } from '../lib/pages.mjs';
import { describe } from '../lib/tiers.mjs';

/** Resolves with ms from the click's event time to the frame after it, and to `selector` appearing in the island. */
function armClick(selector) {
  window.__feedback = new Promise((resolve) => {
    addEventListener(
      'click',
      (event) => {
        const t0 = event.timeStamp;
        const island = event.target instanceof Element ? event.target.closest('[data-widget]') : null;
        const out = {};
        const done = () => out.frame !== undefined && out.result !== undefined && resolve(out);
        requestAnimationFrame(() =>
          setTimeout(() => {
            out.frame = performance.now() - t0;
            done();
          }, 0),
        );
        const found = () => document.querySelector(selector) || island?.querySelector(selector);
        if (found()) {
          out.result = performance.now() - t0;
          done();
          return;
        }
        const observer = new MutationObserver(() => {
          if (!found()) return;
          observer.disconnect();
          out.result = performance.now() - t0;
          done();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      },
      { capture: true, once: true },
    );
  });
}

async function onPhone(phone) {
  const { page, close } = await openPhonePage(phone);
  await loadSettled(page, '/maniax/preview/bench.html?n=30');
  const cart = { frame: [], result: [] };
  const popup = { frame: [], result: [] };
  // A card whose add the server refuses (a discontinued work) shows its alert instead: not a sample.
  for (let i = 0; cart.result.length < RUNS && i < RUNS * 3; i++) {
    const { island, button } = await markTarget(page, i);
    await page.evaluate(
      armClick,
      `[data-bench-target="${i}"] :is(.sf-product-item__action--added, .sf-product-item__error)`,
    );
    await button.click();
    const measured = await page.evaluate(() => window.__feedback);
    if ((await island.locator('.sf-product-item__action--added').count()) === 0) continue;
    cart.frame.push(measured.frame);
    cart.result.push(measured.result);
  }
  const rentals = page.locator('button.sf-product-item__action--cart[aria-haspopup="dialog"]');
  for (let i = 0; i < RUNS; i++) {
    await page.evaluate(armClick, '[role="dialog"]');
    await rentals.nth(i % (await rentals.count())).click();
    const measured = await page.evaluate(() => window.__feedback);
    popup.frame.push(measured.frame);
    popup.result.push(measured.result);
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
  }
  await close();
  return {
    tier: phone.name,
    profile: describe(phone),
    cpuRate: phone.cpu,
    addToCart: { nextFrameMs: round(median(cart.frame)), addedShownMs: round(median(cart.result)) },
    rentalPopup: { nextFrameMs: round(median(popup.frame)), popupShownMs: round(median(popup.result)) },
  };
}

/** Runs the section; what it measured goes to ctx.results. */
export async function run() {
  const tiers = phones();
  log(`click to feedback: ${tiers.map(describe).join('; ')}`);
  ctx.results.clickToFeedback = [];
  for (const phone of tiers) ctx.results.clickToFeedback.push(await onPhone(phone));
}
