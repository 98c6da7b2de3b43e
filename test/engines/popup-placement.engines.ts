import { describe, expect, test } from 'vitest';
import { ENGINES } from './engines';
import { problems, useEngine } from './flow-helpers';

// Popups are placed by the browser (CSS anchor positioning, src/components/popup/popup.css), so each engine
// is asked where it puts one: a card's rental options opened from a card held against each corner of a
// phone's screen. The popup lies inside the screen by 8 px (the screen less any classic scrollbar), 4 px
// above or below its trigger, and covers no part of it.

const CARD = '[data-widget="product-item"][data-product-id="RJ01000003"]';
const TRIGGER = `${CARD} button.sf-product-item__action--cart`;
const CORNERS = [
  ['top', 'left'],
  ['top', 'right'],
  ['bottom', 'left'],
  ['bottom', 'right'],
] as const;

/** Holds the card against one corner of the screen, fixed, 300 px wide. */
function pinCard({ card, vertical, horizontal }: { card: string; vertical: string; horizontal: string }) {
  const island = document.querySelector<HTMLElement>(card);
  if (!island) throw new Error('no card');
  Object.assign(island.style, {
    position: 'fixed',
    width: '300px',
    zIndex: '1',
    background: '#fff',
    top: vertical === 'top' ? '0' : 'auto',
    bottom: vertical === 'bottom' ? '0' : 'auto',
    left: horizontal === 'left' ? '0' : 'auto',
    right: horizontal === 'right' ? '0' : 'auto',
  });
}

/** The open popup's box and its trigger's, with the screen's size (less a classic scrollbar). */
function boxes(trigger: string) {
  const popup = document.querySelector('[role="dialog"]');
  const button = document.querySelector(trigger);
  if (!popup || !button) throw new Error('no popup or trigger');
  const round = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  return {
    popup: round(popup.getBoundingClientRect()),
    trigger: round(button.getBoundingClientRect()),
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight,
    inTopLayer: popup.matches(':popover-open'),
  };
}

describe.each(ENGINES)('%s', (name) => {
  const { open } = useEngine(name);

  test.for(CORNERS)(
    'a popup from a card at the %s %s corner of a phone screen',
    async ([vertical, horizontal]) => {
      const p = await open('/maniax/preview/list.html?n=6&lang=en', {
        member: false,
        viewport: { width: 375, height: 667 },
      });
      await p.run(pinCard, { card: CARD, vertical, horizontal });
      await p.click(TRIGGER);
      await p.waitFor(
        () => document.querySelector('[role="dialog"]')?.hasAttribute('data-sf-placement') === true,
        undefined,
        'the rental options to open, placed',
      );
      const { popup, trigger, width, height, inTopLayer } = await p.run(boxes, TRIGGER);
      expect(inTopLayer).toBe(true);
      // Inside the screen by 8 px (half a pixel either way for the engines' rounding).
      expect(popup.left).toBeGreaterThanOrEqual(7.5);
      expect(popup.right).toBeLessThanOrEqual(width - 7.5);
      expect(popup.top).toBeGreaterThanOrEqual(7.5);
      expect(popup.bottom).toBeLessThanOrEqual(height - 7.5);
      // Beside its trigger, 4 px away: below it from the top corners, above it from the bottom ones (a
      // card's height leaves no room below there), never over it.
      const gap = vertical === 'top' ? popup.top - trigger.bottom : trigger.top - popup.bottom;
      expect(Math.abs(gap - 4)).toBeLessThanOrEqual(1.5);
      // Start-aligned with the trigger, or pushed against the screen's edge beside it (WebKit rounds to a px).
      const aligned =
        horizontal === 'left'
          ? popup.left - Math.max(8, trigger.left)
          : popup.right - Math.min(width - 8, trigger.right);
      expect(Math.abs(aligned)).toBeLessThanOrEqual(1.5);
      expect(await p.run(problems)).toEqual([]);
    },
  );
});
