import { describe, expect, test } from 'vitest';
import { beyondChromium, ENGINES } from './engines';
import { byName, problems, states, useEngine } from './flow-helpers';

// A shopper's main flows on the production build in Chromium, Firefox and WebKit, each engine driven by
// its own input (engines.ts): the islands settle with nothing logged, the cart, the rental choice in its
// popup (top layer, Escape, focus back, a press outside), the sample viewer, a favourite, a folder made by
// typing; in both languages where the text differs. The gallery: gallery-flows.engines.ts.

const card = (id: string) => `[data-widget="product-item"][data-product-id="${id}"]`;

describe.each(ENGINES)('%s', (name) => {
  const { open } = useEngine(name);

  for (const lang of ['ja', 'en'] as const) {
    // Chromium's proof: card-fit.e2e.ts (every list, ja and en, settled and clean), product-widgets.e2e.ts
    // and host-events.e2e.ts (a card's add, ja and en).
    beyondChromium(name)(`${lang}: a list's cards settle with nothing logged; Add to Cart adds`, async () => {
      const p = await open(`/maniax/preview/list.html?n=6${lang === 'en' ? '&lang=en' : ''}`, {
        member: true,
      });
      expect(await p.run(states)).not.toContain('error');
      expect(await p.run(problems)).toEqual([]);
      // RJ01000005: on sale, not in the cart.
      await p.click(`${card('RJ01000005')} button.sf-product-item__action--cart`);
      await p.waitFor(
        (selector: string) => document.querySelector(`${selector} .sf-product-item__action--added`) !== null,
        card('RJ01000005'),
        'the card to show the work added',
      );
      const added = await p.run(
        (selector: string) =>
          document.querySelector(`${selector} .sf-product-item__action--added`)?.textContent,
        card('RJ01000005'),
      );
      expect(added).toBe(lang === 'en' ? 'Added to Cart' : 'カートに追加しました');
      expect(await p.run(problems)).toEqual([]);
    });
  }

  // Chromium's proof: the product-item story "sale and rental" (focus in, Escape, focus back, a press
  // outside) and popup-edges.e2e.ts (the rental popup in the top layer).
  beyondChromium(name)('the rental popup: top layer, Escape, focus back, a press outside', async () => {
    const p = await open('/maniax/preview/list.html?n=6&lang=en', { member: false });
    const trigger = `${card('RJ01000003')} button.sf-product-item__action--cart`;
    await p.click(trigger);
    await p.waitFor(
      () => {
        const dialog = document.querySelector('[role="dialog"]');
        return !!dialog && dialog.matches(':popover-open');
      },
      undefined,
      'the rental options open in the top layer',
    );
    // Focus moves into the popup, Escape closes it and gives focus back to its trigger.
    expect(await p.run(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    await p.press('Escape');
    await p.waitFor(
      () => document.querySelector('[role="dialog"]') === null,
      undefined,
      'the popup to close',
    );
    expect(
      await p.run((selector: string) => document.activeElement === document.querySelector(selector), trigger),
    ).toBe(true);
    // A press outside closes it as well.
    await p.click(trigger);
    await p.waitFor(() => document.querySelector('[role="dialog"]') !== null, undefined, 'the popup again');
    await p.click('.store-footer');
    await p.waitFor(
      () => document.querySelector('[role="dialog"]') === null,
      undefined,
      'a press outside to close it',
    );
    expect(await p.run(problems)).toEqual([]);
  });

  test("a card's sample viewer opens on its button; Escape closes it and focus goes back", async () => {
    const p = await open('/maniax/preview/list.html?n=6&lang=en', { member: false });
    const button = '[data-widget="product-item"] .sf-sample-access__button';
    await p.click(button);
    await p.waitFor(
      () => document.querySelector('.sf-sample-access [role="dialog"]') !== null,
      undefined,
      'the sample viewer',
    );
    // Over the whole screen (the top layer), not inside the card's box, which contains `position: fixed`.
    const covered = () => {
      const box = document.querySelector('.sf-sample-access__backdrop')?.getBoundingClientRect();
      return `${box?.width} x ${box?.height}`;
    };
    const screen = () => `${document.documentElement.clientWidth} x ${document.documentElement.clientHeight}`;
    expect(await p.run(covered)).toBe(await p.run(screen));
    await p.press('Escape');
    await p.waitFor(
      () => document.querySelector('.sf-sample-access [role="dialog"]') === null,
      undefined,
      'it to close',
    );
    expect(
      await p.run((selector: string) => document.activeElement === document.querySelector(selector), button),
    ).toBe(true);
    expect(await p.run(problems)).toEqual([]);
  });

  test("a favourite: the button says the work is added (RJ01000004, not among the member's)", async () => {
    const p = await open('/maniax/preview/list.html?n=6&lang=en', { member: true });
    const button = `${card('RJ01000004')} button.sf-favorite-button`;
    await p.click(button);
    await p.waitFor(
      (selector: string) => document.querySelector(`${selector} .sf-favorite-button--added`) !== null,
      card('RJ01000004'),
      'the favourite to be added',
    );
    expect(await p.run(problems)).toEqual([]);
  });

  test('a folder made by typing its name', async () => {
    const p = await open('/maniax/mypage/wishlist/folders/?lang=en', { member: true });
    const before = await p.run(() => document.querySelectorAll('[data-widget="favorite-folders"] li').length);
    await p.click(await byName(p, '[data-widget="favorite-folders"] button', 'Create new folder'));
    await p.waitFor(
      () => document.activeElement instanceof HTMLInputElement,
      undefined,
      'the new folder name field to take focus',
    );
    await p.type('Engines test');
    await p.press('Enter');
    await p.waitFor(
      (count: number) =>
        document.querySelectorAll('[data-widget="favorite-folders"] li').length > count &&
        (document.querySelector('[data-widget="favorite-folders"]')?.textContent ?? '').includes(
          'Engines test',
        ),
      before,
      'the folder to be listed',
    );
    expect(await p.run(problems)).toEqual([]);
  });
});
