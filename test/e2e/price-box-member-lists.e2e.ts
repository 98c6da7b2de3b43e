import { describe, expect, test } from 'vitest';
import { baseUrl, holdRequests, openContext, twoFrames, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';

// A member's status and lists decide the price box's layout: a live rental drops the sell/rental choice,
// a work in the cart turns the add button into the cart link, and a favourite's shorter `added` fits the
// favourite button beside the action (at 375 px `into_favorite` wraps onto a line of its own). The box keeps its skeleton (the host's reserved box stands in) until they are
// in, so however late they answer, it shows once, at its final height, and nothing in it or under it
// moves. Without the gallery the box is inside a small phone's first screen, where a move counts.

/** The member's calls the box waits for. */
const MEMBER_CALLS = ['member/status', 'bought/product', 'favorite/product'];

const CASES = [
  // The rental is running: only the upgrade purchase is offered, no sell/rental choice.
  { held: 'bought/product', work: 'RJ01000002', why: 'a live rental', choices: 0 },
  { held: 'member/status', work: 'RJ01000003', why: 'a rental in the cart', choices: 1 },
  // In the cart and a favourite: `added` fits the favourite button beside the cart link.
  { held: 'favorite/product', work: 'RJ01000001', why: 'a favourite', choices: 0 },
];

describe('price box and the member lists', () => {
  for (const { held, work, why, choices } of CASES) {
    test(`375 px, member, ${why}: ${held} held until the rest is in, no layout shift`, async () => {
      const context = await openContext({ member: true });
      await context.addInitScript(recordBoxes);
      const { asked: heldAsked, release } = await holdRequests(context, `/load/${held}`);
      const page = await context.newPage();
      await page.setViewportSize({ width: 375, height: 667 });
      const answered = (fragment: string) =>
        page.waitForResponse((response) => new URL(response.url()).pathname.includes(fragment));
      const rest = Promise.all([
        answered('/product/info/ajax'),
        answered('/api/=/coupon.json'),
        ...MEMBER_CALLS.filter((call) => call !== held).map((call) => answered(`/load/${call}`)),
      ]);
      await page.goto(`${baseUrl()}/maniax/work/=/product_id/${work}.html?lang=en&gallery=0`);
      await heldAsked;
      await rest;
      const box = page.locator('[data-widget="price-box"]');
      await box.locator('.sf-price-box').waitFor();
      await twoFrames(page);
      // Everything else the box shows is in: only the held call keeps it a skeleton, and not ready.
      await expect(box.locator('.sf-price-box--loading').count()).resolves.toBe(1);
      await expect(box.getAttribute('data-widget-state')).resolves.toBe(null);

      release();
      await waitForQuiet(page);
      await expect(box.getAttribute('data-widget-state')).resolves.toBe('ready');
      await expect(box.getByRole('radiogroup').count()).resolves.toBe(choices);
      expect(await movedBoxes(page)).toEqual([]);
      await context.close();
    });
  }
});
