import { describe, expect, test } from 'vitest';
import { BEYOND_CHROMIUM } from './engines';
import { problems, useEngine } from './flow-helpers';

// The work page's gallery in Firefox and WebKit: the next button and a swipe (a pointer drag) move the
// slider, a press on the image opens the zoom popup, which Escape closes with focus back on the image.

const WORK = '/maniax/work/=/product_id/RJ01000005.html?lang=en&gallery=5';
/** In the page: the gallery shows slide `index`. */
const showing = (index: number) =>
  [...document.querySelectorAll('[data-widget="work-gallery"] .sf-gallery__slide')].findIndex((slide) =>
    slide.classList.contains('sf-gallery__slide--active'),
  ) === index;

// Chromium's proof: gallery.e2e.ts ("swipes move the slider and wrap at both ends ..."), the work-gallery/zoom
// story "zoom: fit, actual size panned by the mouse, ... Esc".
describe.each(BEYOND_CHROMIUM)('%s', (name) => {
  const { open } = useEngine(name);

  // Chromium's proof: the work-gallery story "navigation: next, a thumbnail, wrapping".
  test("the gallery's next button shows the next image", async () => {
    const p = await open(WORK, { member: false });
    expect(await p.run(showing, 0)).toBe(true);
    await p.click('[data-widget="work-gallery"] .sf-gallery__nav--next');
    await p.waitFor(showing, 1, 'the second slide');
    expect(await p.run(problems)).toEqual([]);
  });

  test('a swipe to the left shows the next image', async () => {
    const p = await open(WORK);
    expect(await p.run(showing, 0)).toBe(true);
    await p.run(() => {
      // Two points on the stage, 80% of its width apart: where the swipe starts and ends (swiper takes the
      // first move as its start, so a long swipe on a slow machine still covers over half a slide).
      const stage = document.querySelector('[data-widget="work-gallery"] .sf-gallery__stage') as HTMLElement;
      stage.scrollIntoView({ block: 'center' });
      const box = stage.getBoundingClientRect();
      for (const [at, left] of [
        ['from', box.left + box.width * 0.9],
        ['to', box.left + box.width * 0.1],
      ] as const) {
        const mark = document.createElement('i');
        mark.setAttribute('data-swipe', at);
        Object.assign(mark.style, {
          position: 'fixed',
          left: `${left}px`,
          top: `${box.top + box.height / 2}px`,
          width: '1px',
          height: '1px',
          pointerEvents: 'none',
        });
        document.body.append(mark);
      }
      return true;
    });
    await p.drag('[data-swipe="from"]', '[data-swipe="to"]');
    await p.waitFor(showing, 1, 'the second slide');
    expect(await p.run(problems)).toEqual([]);
  });

  test('the image opens the zoom popup; Escape closes it and focus goes back', async () => {
    const p = await open(WORK);
    await p.click(
      '[data-widget="work-gallery"] .sf-gallery__slide--active button, [data-widget="work-gallery"] .sf-gallery__slide--active img',
    );
    await p.waitFor(() => document.querySelector('[role="dialog"]') !== null, undefined, 'the zoom popup');
    await p.press('Escape');
    await p.waitFor(
      () => document.querySelector('[role="dialog"]') === null,
      undefined,
      'the popup to close',
    );
    expect(await p.run(() => document.activeElement?.closest('[data-widget="work-gallery"]') !== null)).toBe(
      true,
    );
    expect(await p.run(problems)).toEqual([]);
  });
});
