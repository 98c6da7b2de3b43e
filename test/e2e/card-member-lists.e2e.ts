import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, holdRequests, installSuiteClock, openContext, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';

// A member's status and boughts decide a product card's action (docs/behaviour.md "The card's action
// button"): until they are in, the card cannot tell Add to Cart from Download. The action's place is held
// by a disabled, busy control of the Add to Cart button's box, so a tap in that window adds nothing, and
// what replaces it moves nothing. The card waits for them at most 1 s from its first render: the test
// freezes the page's clock (Playwright's) while it taps, so that bound does not end the window under it.

type Box = { x: number; y: number; width: number; height: number };

const card = (page: Page, id: string) =>
  page.locator(`[data-widget="product-item"][data-product-id="${id}"]`);

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

describe('product card and the member lists', () => {
  test('375 px, member: a tap on a bought work before the boughts answer adds nothing; the control keeps its box', async () => {
    const context = await openContext({ member: true });
    await context.addInitScript(recordBoxes);
    const { asked: boughtsAsked, release } = await holdRequests(context, '/load/bought/product');
    await installSuiteClock(context);
    const page = await context.newPage();
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/cart/ajax')) cartCalls.push(request.url());
    });
    // Every card of the list within the first screen: each renders as soon as the products are in.
    await page.setViewportSize({ width: 375, height: 4000 });
    const answered = (fragment: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname.includes(fragment));
    // Everything else the cards show is in before the test looks: only the boughts are held.
    const rest = Promise.all([
      answered('/product/info/ajax'),
      answered('/load/member/status'),
      answered('/load/favorite/product'),
    ]);
    // Cards RJ01000001 … RJ01000010: RJ01000010 is bought, RJ01000005 on sale and nowhere in the lists.
    await page.goto(`${baseUrl()}/maniax/preview/list.html?n=10&lang=en`);
    await boughtsAsked;
    await rest;

    const bought = card(page, 'RJ01000010');
    const onSale = card(page, 'RJ01000005');
    const held = (island: ReturnType<typeof card>) => island.getByRole('button', { name: 'Add to Cart' });
    await held(bought).waitFor();
    await held(onSale).waitFor();
    // The clock stops here (a little ahead, as pauseAt jumps forward): the cards' bounded wait cannot end
    // while the test looks and taps. Nothing below needs the page's timers until resume(). On a busy machine
    // the page's clock can pass that point before pauseAt arrives: then it is read again.
    for (;;) {
      const now = await page.evaluate(() => Date.now());
      const paused = await page.clock.pauseAt(now + 100).then(
        () => true,
        (error: unknown) => {
          if (String(error).includes('Cannot fast-forward to the past')) return false;
          throw error;
        },
      );
      if (paused) break;
    }

    const boughtSelector =
      '[data-product-id="RJ01000010"] .sf-product-item__action-area > :not([role="status"])';
    const onSaleSelector =
      '[data-product-id="RJ01000005"] .sf-product-item__action-area > :not([role="status"])';
    const heldBox = await boxOf(page, boughtSelector);
    const heldOnSaleBox = await boxOf(page, onSaleSelector);
    const cardBox = await boxOf(page, '[data-product-id="RJ01000010"] .sf-product-item');
    const favoriteBox = await boxOf(
      page,
      '[data-product-id="RJ01000010"] .sf-product-item__actions > :last-child',
    );
    await expect(held(bought).isDisabled()).resolves.toBe(true);
    await expect(held(bought).getAttribute('aria-busy')).resolves.toBe('true');
    await expect(bought.getAttribute('data-widget-state')).resolves.toBe(null);
    await expect(bought.getByRole('link', { name: 'Download' }).count()).resolves.toBe(0);

    // A tap where the control is: it lands on the held control, and adds nothing.
    const x = heldBox.x + heldBox.width / 2;
    const y = heldBox.y + heldBox.height / 2;
    await expect(
      page.evaluate(
        ([px, py]) => document.elementFromPoint(px as number, py as number)?.getAttribute('aria-busy'),
        [x, y],
      ),
    ).resolves.toBe('true');
    await page.mouse.click(x, y);

    await page.clock.resume();
    release();
    await waitForQuiet(page);
    await expect(bought.getAttribute('data-widget-state')).resolves.toBe('ready');
    await expect(bought.getByRole('link', { name: 'Download' }).isVisible()).resolves.toBe(true);
    await expect(bought.getByRole('link', { name: 'Stream' }).isVisible()).resolves.toBe(true);
    expect(cartCalls).toEqual([]);

    // The Download link starts where the held control was, as tall; nothing around it moved.
    const download = await boxOf(page, boughtSelector);
    expect({ x: download.x, y: download.y, height: download.height }).toEqual({
      x: heldBox.x,
      y: heldBox.y,
      height: heldBox.height,
    });
    expect(await boxOf(page, '[data-product-id="RJ01000010"] .sf-product-item')).toEqual(cardBox);
    expect(
      await boxOf(page, '[data-product-id="RJ01000010"] .sf-product-item__actions > :last-child'),
    ).toEqual(favoriteBox);
    // The work on sale: its Add to Cart button has the held control's box exactly.
    await expect(held(onSale).isEnabled()).resolves.toBe(true);
    expect(await boxOf(page, onSaleSelector)).toEqual(heldOnSaleBox);
    expect(await movedBoxes(page)).toEqual([]);
    await context.close();
  });
});
