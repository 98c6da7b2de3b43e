import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openContext, openPage, twoFrames, waitForIslands } from './browser';

// What only a page shows of the gallery and its zoom. Its stories (src/workshop/stories/work-gallery*.stories.tsx)
// prove the states, the next/previous buttons, thumbnail clicks and keys with wrapping, a single image's zoom
// counting one, fit (centred) and actual size panned by the mouse, a small image always fitting, the
// preference read from and kept in its cookie for 365 days, Tab kept in the popup, Escape giving the focus
// back to its opener, and axe over the gallery and the popup.

// Even product ids have no preview player, so nothing but the gallery can move the page while it mounts.
const FIVE = '/maniax/work/=/product_id/RJ01000002.html';
const THIRTY = '/maniax/work/=/product_id/RJ01000002.html?gallery=30';
const ONE = '/maniax/work/=/product_id/RJ01000004.html?gallery=1';
const LARGE = '/maniax/work/=/product_id/RJ01000006.html?gallery=large&lang=en';

const gallery = (page: Page) => page.locator('[data-widget="work-gallery"]');
const thumbs = (page: Page) => gallery(page).locator('.sf-gallery__thumbs button');
/** The index of the thumbnail with aria-current="true" (-1 for none). */
const activeIndex = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.sf-gallery__thumbs button')).findIndex(
      (b) => b.getAttribute('aria-current') === 'true',
    ),
  );
/** Resolves once the thumbnail `index` is the active one (a render may land a frame or two late). */
const becomesActive = (page: Page, index: number) =>
  page.waitForFunction(
    (i) =>
      document.querySelectorAll('.sf-gallery__thumbs button')[i]?.getAttribute('aria-current') === 'true',
    index,
  );
/** Resolves once the active slide sits exactly in the slider's box (the transition has ended). */
const slideSettled = (page: Page, index: number) =>
  page.waitForFunction((i) => {
    const viewport = document.querySelector('.sf-gallery__viewport')?.getBoundingClientRect();
    const slide = document.querySelectorAll('.sf-gallery__slide')[i]?.getBoundingClientRect();
    return !!viewport && !!slide && Math.abs(slide.left - viewport.left) < 0.5;
  }, index);
/** Lets `ms` of the page's time pass at once (its clock is Playwright's): the timers due fire. */
const pause = (page: Page, ms: number) => page.clock.fastForward(ms);
/** After the 250 ms block of the previous wheel move, one wheel event over the stage. */
const wheelOverStage = async (page: Page, dx: number, dy: number) => {
  await pause(page, 300);
  const box = await gallery(page).locator('.sf-gallery__stage').boundingBox();
  if (!box) throw new Error('no stage');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(dx, dy);
};
const openZoom = (page: Page) =>
  gallery(page).locator('.sf-gallery__slide').first().getByRole('button').click();

/** `clock`: the page runs on Playwright's clock, for the tests that let time pass with pause(). */
async function openReady(path: string, { reducedMotion = false, clock = false } = {}) {
  const opened = await openPage(path, { reducedMotion, clock });
  await waitForIslands(opened.page);
  return opened;
}

/**
 * A pointer drag across the slider, from `from` to `to` (fractions of its width) through its middle, once
 * Swiper has started (it starts in an effect after the slider's first paint: a drag before then is a plain
 * drag). A frame pair per move, as a finger's: Swiper reads each move before the next. `rest`: the finger
 * rests halfway for 400 ms of the page's clock, which makes it a long swipe.
 */
async function dragSlider(page: Page, from: number, to: number, { rest = false } = {}) {
  await gallery(page).locator('.sf-gallery__viewport.sf-swiper-initialized').waitFor();
  const box = await gallery(page).locator('.sf-gallery__viewport').boundingBox();
  if (!box) throw new Error('no slider');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * from, y);
  await page.mouse.down();
  for (let i = 1; i <= 4; i += 1) {
    await page.mouse.move(box.x + box.width * (from + ((to - from) * i) / 4), y);
    await twoFrames(page);
    if (rest && i === 2) await page.clock.fastForward(400);
  }
  await page.mouse.up();
}

describe('work-gallery in the browser (docs/behaviour.md "Gallery and zoom")', () => {
  // Other islands (price box, follow button) are switched off here, so that what is measured is the gallery.
  test.each([FIVE, THIRTY, ONE, LARGE])(
    'mounting %s shifts no layout and keeps the first image box',
    async (path) => {
      const context = await openContext();
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[]; serverBox: number[] | null };
        w.shifts = [];
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => [...record.addedNodes]))
            if (node instanceof HTMLElement && node.dataset.widget && node.dataset.widget !== 'work-gallery')
              node.removeAttribute('data-widget');
        }).observe(document, { childList: true, subtree: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          const box = document.querySelector('[data-widget="work-gallery"]')?.getBoundingClientRect();
          w.serverBox = box ? [box.x, box.y, box.width, box.height] : null;
        });
      });
      await page.goto(`${baseUrl()}${path}`);
      await waitForIslands(page);
      await expect(page.locator('[data-widget]').count()).resolves.toBe(1);
      await expect(page.locator('.sf-gallery').count()).resolves.toBe(1);
      // Two frames after ready, so any shift the mount caused has been reported.
      await twoFrames(page);
      const { shifts, serverBox, box } = await page.evaluate(() => {
        const w = window as unknown as { shifts: number[]; serverBox: number[] | null };
        const rect = document.querySelector('[data-widget="work-gallery"]')?.getBoundingClientRect();
        return { ...w, box: rect ? [rect.x, rect.y, rect.width, rect.height] : null };
      });
      expect(shifts).toEqual([]);
      expect(box).toEqual(serverBox);
      await context.close();
    },
  );

  test('keys are throttled to one move per 100 ms; the wheel on either axis navigates, wraps, blocks for 250 ms, and does not scroll the page', async () => {
    const { page, context } = await openReady(FIVE, { clock: true });
    // Every active index the thumbnails show, in order, whatever the machine's speed.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { seen: number[] }).seen = seen;
      const strip = document.querySelector('.sf-gallery__thumbs');
      new MutationObserver(() => {
        const index = Array.from(strip?.querySelectorAll('button') ?? []).findIndex(
          (b) => b.getAttribute('aria-current') === 'true',
        );
        if (seen.at(-1) !== index) seen.push(index);
      }).observe(strip ?? document.body, {
        attributes: true,
        subtree: true,
        attributeFilter: ['aria-current'],
      });
      for (let i = 0; i < 5; i += 1)
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    await becomesActive(page, 2);
    await pause(page, 150);
    // The leading move at once, the trailing one when the window ends, and nothing else.
    await expect(page.evaluate(() => (window as unknown as { seen: number[] }).seen)).resolves.toEqual([
      1, 2,
    ]);

    const scrollBefore = await page.evaluate(() => window.scrollY);
    // A burst of wheel events inside one 250 ms block: the first moves, the others are blocked.
    await page.evaluate(() => {
      const stage = document.querySelector('.sf-gallery__viewport');
      for (let i = 0; i < 6; i += 1)
        stage?.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    });
    await becomesActive(page, 3);
    await pause(page, 150);
    expect(await activeIndex(page)).toBe(3);
    for (const [dx, dy, index] of [
      [120, 0, 4],
      [0, 120, 0],
      [-120, 0, 4],
      [0, -120, 3],
      [0, 120, 4],
    ] as const) {
      await wheelOverStage(page, dx, dy);
      await becomesActive(page, index);
    }
    await slideSettled(page, 4);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await context.close();
  });

  test('the thumbnail strip scrolls to keep the active thumbnail visible, 3 px past it', async () => {
    const { page, context } = await openReady(THIRTY, { clock: true });
    await expect(thumbs(page).count()).resolves.toBe(30);
    const strip = () =>
      page.evaluate(() => {
        const el = document.querySelector<HTMLElement>('.sf-gallery__thumbs');
        const active = el?.querySelector<HTMLElement>('[aria-current="true"]');
        if (!el || !active) return null;
        const s = el.getBoundingClientRect();
        const a = active.getBoundingClientRect();
        const visible = a.left >= s.left && a.right <= s.right;
        return { scrollLeft: el.scrollLeft, visible, rightGap: Math.round(s.right - a.right) };
      });
    expect(await strip()).toMatchObject({ scrollLeft: 0, visible: true });
    await page.keyboard.press('ArrowLeft');
    expect(await activeIndex(page)).toBe(29);
    expect(await strip()).toMatchObject({ visible: true, rightGap: 3 });
    expect((await strip())?.scrollLeft).toBeGreaterThan(0);
    await pause(page, 120);
    await page.keyboard.press('ArrowRight');
    expect(await strip()).toMatchObject({ scrollLeft: 0, visible: true });
    // Stepping right past the visible part scrolls just enough: the thumbnail ends 3 px inside.
    for (let i = 0; i < 12; i += 1) {
      await pause(page, 110);
      await page.keyboard.press('ArrowRight');
    }
    expect(await strip()).toMatchObject({ visible: true, rightGap: 3 });
    expect((await strip())?.scrollLeft).toBeGreaterThan(0);
    await context.close();
  });

  test('swipes move the slider and wrap at both ends, quick or slow (a long swipe, over 300 ms); a swipe does not open the zoom', async () => {
    const { page, context } = await openReady(FIVE, { clock: true });
    // Drags over 80% of the slider: swiper takes the first move as its start (its 5 px threshold), so 60%
    // counts, over half a slide even when a loaded machine makes a quick swipe a long one.
    for (const [from, to, index, rest] of [
      [0.9, 0.1, 1, false], // right to left: next
      [0.1, 0.9, 0, false],
      [0.1, 0.9, 4, false], // from the first, previous wraps to the last
      [0.9, 0.1, 0, false], // from the last, next wraps to the first
      [0.1, 0.9, 4, true],
      [0.9, 0.1, 0, true],
    ] as const) {
      await dragSlider(page, from, to, { rest });
      await slideSettled(page, index);
      expect(await activeIndex(page)).toBe(index);
    }
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await context.close();
  });

  test('with reduced motion the slide changes without a transition; otherwise it takes 200 ms', async () => {
    for (const [reduced, durations] of [
      [true, []],
      [false, ['0.2s']],
    ] as const) {
      const { page, context } = await openReady(FIVE, { reducedMotion: reduced });
      await gallery(page).locator('.sf-gallery__viewport.sf-swiper-initialized').waitFor();
      // The transitions the track runs, with their duration read as each starts (Swiper sets it back to 0
      // once one ends, so a read after the key press depends on how soon it comes).
      await page.evaluate(() => {
        const track = document.querySelector('.sf-gallery__track') as HTMLElement;
        const runs: string[] = [];
        Object.assign(window, { __trackRuns: runs });
        track.addEventListener('transitionrun', () => runs.push(getComputedStyle(track).transitionDuration));
      });
      await page.keyboard.press('ArrowRight');
      await slideSettled(page, 1);
      await expect(
        page.evaluate(() => (window as unknown as { __trackRuns: string[] }).__trackRuns),
      ).resolves.toEqual(durations);
      await context.close();
    }
  });
});

describe('zoom popup in the browser (docs/behaviour.md "Gallery and zoom")', () => {
  test('arrows and the wheel navigate inside the popup, and the slider keeps the image', async () => {
    const { page, context } = await openReady(LARGE, { clock: true });
    await openZoom(page);
    const src = () => page.locator('[role="dialog"] img').getAttribute('src');
    const shows = (n: number) =>
      page.waitForFunction(
        (file) => document.querySelector('[role="dialog"] img')?.getAttribute('src')?.includes(file),
        `-${n}.svg`,
      );
    expect(await src()).toContain('-1.svg');
    await page.keyboard.press('ArrowLeft');
    expect(await src()).toContain('-4.svg');
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 100);
    await shows(1);
    await pause(page, 300);
    await page.mouse.wheel(100, 0);
    await shows(2);
    await page.keyboard.press('Escape');
    expect(await activeIndex(page)).toBe(1);
    await context.close();
  });
});
