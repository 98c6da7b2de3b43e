import type { Browser, Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, sharedBrowser, openContext, openPage, twoFrames, waitForIslands } from './browser';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

// Even product ids have no preview player, so nothing but the gallery can move the page while it mounts.
const FIVE = '/maniax/work/=/product_id/RJ01000002.html';
const THIRTY = '/maniax/work/=/product_id/RJ01000002.html?gallery=30';
const ONE = '/maniax/work/=/product_id/RJ01000004.html?gallery=1';
const NONE = '/maniax/work/=/product_id/RJ01000004.html?gallery=0';
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
/** Resolves once the active slide sits exactly in the slider's box (the transition has ended). */
const slideSettled = (page: Page, index: number) =>
  page.waitForFunction((i) => {
    const viewport = document.querySelector('.sf-gallery__viewport')?.getBoundingClientRect();
    const slide = document.querySelectorAll('.sf-gallery__slide')[i]?.getBoundingClientRect();
    return !!viewport && !!slide && Math.abs(slide.left - viewport.left) < 0.5;
  }, index);
/** Lets `ms` of the page's time pass at once (its clock is Playwright's): the timers due fire. */
const pause = (page: Page, ms: number) => page.clock.fastForward(ms);
const wheelOverStage = async (page: Page, dx: number, dy: number) => {
  const box = await gallery(page).locator('.sf-gallery__stage').boundingBox();
  if (!box) throw new Error('no stage');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(dx, dy);
};

/** `clock`: the page runs on Playwright's clock, for the tests that let time pass with pause(). */
async function openReady(path: string, { reducedMotion = false, clock = false } = {}) {
  const opened = await openPage(browser, path, { reducedMotion, clock });
  await waitForIslands(opened.page);
  return opened;
}

/**
 * A pointer drag across the slider, from `from` to `to` (fractions of its width) through its middle, once
 * Swiper has started (it starts in an effect after the slider's first paint: a drag before then is a plain
 * drag). A frame pair per move, as a finger's: Swiper reads each move before the next. `rest`: the finger
 * rests halfway for 400 ms of the page's clock (opened with `clock`), which makes it a long swipe.
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
      const context = await openContext(browser);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number[]; serverBox: number[] | null };
        w.shifts = [];
        w.serverBox = null;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (
                node instanceof HTMLElement &&
                node.dataset.widget &&
                node.dataset.widget !== 'work-gallery'
              )
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
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const { shifts, serverBox, box } = await page.evaluate(() => {
        const w = window as unknown as { shifts: number[]; serverBox: number[] | null };
        const rect = document.querySelector('[data-widget="work-gallery"]')?.getBoundingClientRect();
        return {
          shifts: w.shifts,
          serverBox: w.serverBox,
          box: rect ? [rect.x, rect.y, rect.width, rect.height] : null,
        };
      });
      expect(shifts).toEqual([]);
      expect(box).toEqual(serverBox);
      await context.close();
    },
  );

  test('Left and Right keys move the slider and wrap at both ends; the active thumbnail follows', async () => {
    const { page, context } = await openReady(FIVE, { clock: true });
    await expect(thumbs(page).count()).resolves.toBe(5);
    expect(await activeIndex(page)).toBe(0);
    await page.keyboard.press('ArrowRight');
    expect(await activeIndex(page)).toBe(1);
    await slideSettled(page, 1);
    await pause(page, 120);
    await page.keyboard.press('ArrowLeft');
    await pause(page, 120);
    await page.keyboard.press('ArrowLeft');
    expect(await activeIndex(page)).toBe(4);
    await slideSettled(page, 4);
    await pause(page, 120);
    await page.keyboard.press('ArrowRight');
    expect(await activeIndex(page)).toBe(0);
    await slideSettled(page, 0);
    // Thumbnail clicks select directly.
    await thumbs(page).nth(3).click();
    expect(await activeIndex(page)).toBe(3);
    await slideSettled(page, 3);
    await context.close();
  });

  test('navigation is throttled: a burst of key presses moves once per 100 ms window', async () => {
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
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.sf-gallery__thumbs button')[2]?.getAttribute('aria-current') === 'true',
    );
    await pause(page, 150);
    expect(await activeIndex(page)).toBe(2);
    // The leading move at once, the trailing one when the window ends, and nothing else.
    await expect(page.evaluate(() => (window as unknown as { seen: number[] }).seen)).resolves.toEqual([
      1, 2,
    ]);
    await context.close();
  });

  test('the wheel on either axis navigates, wraps, blocks for 250 ms, and does not scroll the page', async () => {
    const { page, context } = await openReady(FIVE, { clock: true });
    const scrollBefore = await page.evaluate(() => window.scrollY);
    // A burst of wheel events inside one 250 ms block: the first moves, the others are blocked.
    await page.evaluate(() => {
      const stage = document.querySelector('.sf-gallery__viewport');
      for (let i = 0; i < 6; i += 1)
        stage?.dispatchEvent(new WheelEvent('wheel', { deltaY: 100, bubbles: true, cancelable: true }));
    });
    // The render may land a frame or two later on a loaded machine: wait for it, then check it stays.
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.sf-gallery__thumbs button')[1]?.getAttribute('aria-current') === 'true',
    );
    await pause(page, 150);
    expect(await activeIndex(page)).toBe(1);

    await pause(page, 300);
    await wheelOverStage(page, 120, 0);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.sf-gallery__thumbs button')[2]?.getAttribute('aria-current') === 'true',
    );
    await pause(page, 300);
    await wheelOverStage(page, 0, -120);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.sf-gallery__thumbs button')[1]?.getAttribute('aria-current') === 'true',
    );
    await pause(page, 300);
    await wheelOverStage(page, -120, 0);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.sf-gallery__thumbs button')[0]?.getAttribute('aria-current') === 'true',
    );
    await pause(page, 300);
    await wheelOverStage(page, 0, -120);
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.sf-gallery__thumbs button')[4]?.getAttribute('aria-current') === 'true',
    );
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
        return {
          scrollLeft: el.scrollLeft,
          visible: a.left >= s.left && a.right <= s.right,
          rightGap: s.right - a.right,
          leftGap: a.left - s.left,
        };
      });
    expect(await strip()).toMatchObject({ scrollLeft: 0, visible: true });
    await page.keyboard.press('ArrowLeft');
    expect(await activeIndex(page)).toBe(29);
    const atEnd = await strip();
    expect(atEnd?.visible).toBe(true);
    expect(atEnd?.scrollLeft).toBeGreaterThan(0);
    expect(Math.round(atEnd?.rightGap ?? -1)).toBe(3);
    await pause(page, 120);
    await page.keyboard.press('ArrowRight');
    expect(await strip()).toMatchObject({ scrollLeft: 0, visible: true });
    // Stepping right past the visible part scrolls just enough: the thumbnail ends 3 px inside.
    for (let i = 0; i < 12; i += 1) {
      await pause(page, 110);
      await page.keyboard.press('ArrowRight');
    }
    const moved = await strip();
    expect(moved?.visible).toBe(true);
    expect(moved?.scrollLeft).toBeGreaterThan(0);
    expect(Math.round(moved?.rightGap ?? -1)).toBe(3);
    await context.close();
  });

  test('swipes (pointer drags) move the slider and wrap at both ends; a swipe does not open the zoom', async () => {
    const { page, context } = await openReady(FIVE);
    // Drags over 80% of the slider: swiper takes the first move as its start (its 5 px threshold), so 60%
    // counts, over half a slide even when a loaded machine makes the swipe a long one (over 300 ms).
    // Right to left: next.
    await dragSlider(page, 0.9, 0.1);
    await slideSettled(page, 1);
    expect(await activeIndex(page)).toBe(1);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    // Left to right twice: back to the first, then on to the last.
    await dragSlider(page, 0.1, 0.9);
    await slideSettled(page, 0);
    await dragSlider(page, 0.1, 0.9);
    await slideSettled(page, 4);
    expect(await activeIndex(page)).toBe(4);
    // From the last, next wraps to the first.
    await dragSlider(page, 0.9, 0.1);
    await slideSettled(page, 0);
    expect(await activeIndex(page)).toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await context.close();
  });

  test('a slow drag (a long swipe, over 300 ms) past either end wraps as a quick one does', async () => {
    const { page, context } = await openReady(FIVE, { clock: true });
    // From the first, towards the previous: the last.
    await dragSlider(page, 0.1, 0.9, { rest: true });
    await slideSettled(page, 4);
    expect(await activeIndex(page)).toBe(4);
    // From the last, towards the next: the first.
    await dragSlider(page, 0.9, 0.1, { rest: true });
    await slideSettled(page, 0);
    expect(await activeIndex(page)).toBe(0);
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

  test('one image: no slider, thumbnails or navigation; the image opens the zoom. No image: nothing', async () => {
    const one = await openReady(ONE);
    await expect(gallery(one.page).locator('.sf-gallery__viewport').count()).resolves.toBe(0);
    await expect(gallery(one.page).locator('.sf-gallery__thumbs').count()).resolves.toBe(0);
    await expect(gallery(one.page).getByRole('button').count()).resolves.toBe(1);
    await gallery(one.page).getByRole('button', { name: '拡大表示' }).click();
    await expect(one.page.getByRole('dialog').getByText('全1枚').count()).resolves.toBe(1);
    await one.context.close();

    const none = await openReady(NONE);
    await expect(gallery(none.page).getAttribute('data-widget-state')).resolves.toBe('ready');
    await expect(gallery(none.page).locator('.sf-gallery').count()).resolves.toBe(0);
    expect(none.consoleErrors).toEqual([]);
    await none.context.close();
  });
});

describe('zoom popup in the browser (docs/behaviour.md "Gallery and zoom")', () => {
  const popupImage = (page: Page) =>
    page.evaluate(() => {
      const img = document.querySelector('[role="dialog"] img');
      const r = img?.getBoundingClientRect();
      return r
        ? { left: r.left, top: r.top, width: r.width, height: r.height, src: img?.getAttribute('src') }
        : null;
    });

  /**
   * The popup's image as drawn after `act`: a mouse move re-renders the popup in a task of React's after
   * the event, so the image is read from the first frame whose box differs from the one before `act`
   * (polled each frame, with no time budget). Every step below moves or resizes the image.
   */
  const imageAfter = async (page: Page, act: () => Promise<void>) => {
    const before = await popupImage(page);
    if (!before) throw new Error('no image in the popup');
    await act();
    await page.waitForFunction(
      (was) => {
        const r = document.querySelector('[role="dialog"] img')?.getBoundingClientRect();
        return (
          !!r &&
          (r.left !== was.left || r.top !== was.top || r.width !== was.width || r.height !== was.height)
        );
      },
      before,
      { polling: 'raf', timeout: 0 },
    );
    return popupImage(page);
  };

  test('fit by default, a click toggles actual size, which pans with the mouse; Esc closes and returns focus', async () => {
    const { page, context } = await openReady(LARGE);
    await page.setViewportSize({ width: 1280, height: 720 });
    const opener = gallery(page).locator('.sf-gallery__slide').first().getByRole('button', { name: 'Zoom' });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getAttribute('aria-modal')).resolves.toBe('true');
    await expect(dialog.getByText('4 images').count()).resolves.toBe(1);
    await expect(
      dialog
        .getByText('Close = [Esc], Previous & Next = Left & Right arrow keys (or the scroll wheel)')
        .count(),
    ).resolves.toBe(1);
    await expect(dialog.locator('img').count()).resolves.toBe(1);
    // 2400 × 1600 in 1280 × 720: fitted to 1080 × 720, centred.
    expect(await popupImage(page)).toMatchObject({ width: 1080, height: 720, left: 100, top: 0 });

    await page.mouse.move(640, 360);
    const image = dialog.locator('img');
    expect(await imageAfter(page, () => image.click({ position: { x: 540, y: 360 } }))).toMatchObject({
      width: 2400,
      height: 1600,
    });
    expect(await imageAfter(page, () => page.mouse.move(50, 50))).toMatchObject({ left: 0, top: 0 });
    expect(await imageAfter(page, () => page.mouse.move(1230, 670))).toMatchObject({
      left: 1280 - 2400,
      top: 720 - 1600,
    });
    expect(await imageAfter(page, () => page.mouse.move(640, 360))).toMatchObject({ left: -560, top: -440 });

    expect(await imageAfter(page, () => page.mouse.click(640, 360))).toMatchObject({
      width: 1080,
      height: 720,
    });

    // Focus is inside and Tab stays inside.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).resolves.toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });

  test('arrows and the wheel navigate inside the popup, and the slider keeps the image', async () => {
    const { page, context } = await openReady(LARGE, { clock: true });
    await gallery(page).locator('.sf-gallery__slide').first().getByRole('button').click();
    const src = async () => (await popupImage(page))?.src;
    expect(await src()).toContain('-1.svg');
    await page.keyboard.press('ArrowLeft');
    expect(await src()).toContain('-4.svg');
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 100);
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"] img')?.getAttribute('src')?.includes('-1.svg'),
    );
    await pause(page, 300);
    await page.mouse.wheel(100, 0);
    await page.waitForFunction(() =>
      document.querySelector('[role="dialog"] img')?.getAttribute('src')?.includes('-2.svg'),
    );
    // A smaller-than-screen image always fits: a click does not change it.
    await pause(page, 300);
    await page.keyboard.press('ArrowRight');
    await pause(page, 120);
    await page.keyboard.press('ArrowRight');
    expect(await src()).toContain('640x480-4.svg');
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('[role="dialog"] img')?.complete,
    );
    const before = await popupImage(page);
    await page.locator('[role="dialog"] img').click();
    expect(await popupImage(page)).toEqual(before);
    expect(before).toMatchObject({ width: 640, height: 480 });
    await page.keyboard.press('Escape');
    expect(await activeIndex(page)).toBe(3);
    await context.close();
  });

  test('the "always full scale" checkbox is kept in the dlpopup-zoom cookie for 365 days, across a reload', async () => {
    const { page, context } = await openReady(LARGE);
    await gallery(page).locator('.sf-gallery__slide').first().getByRole('button').click();
    const always = page.getByRole('checkbox', { name: 'Always show in full scale.' });
    await expect(always.isChecked()).resolves.toBe(false);
    await always.check();
    expect(await popupImage(page)).toMatchObject({ width: 2400, height: 1600 });
    const cookie = (await context.cookies()).find((c) => c.name === 'dlpopup-zoom');
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(365);

    await page.reload();
    await waitForIslands(page);
    await gallery(page).locator('.sf-gallery__slide').first().getByRole('button').click();
    await expect(
      page.getByRole('checkbox', { name: 'Always show in full scale.' }).isChecked(),
    ).resolves.toBe(true);
    expect(await popupImage(page)).toMatchObject({ width: 2400, height: 1600 });
    await page.getByRole('checkbox', { name: 'Always show in full scale.' }).uncheck();
    expect((await context.cookies()).find((c) => c.name === 'dlpopup-zoom')?.value).toBe('0');
    expect(await popupImage(page)).toMatchObject({ width: 1080, height: 720 });
    await context.close();
  });
});

describe('accessibility (axe-core)', () => {
  const axeRun = async (page: Page, selector: string) => {
    await page.addScriptTag({ path: AXE_PATH });
    return page.evaluate(async (sel) => {
      const axe = (
        window as unknown as { axe: { run: (ctx: unknown) => Promise<{ violations: { id: string }[] }> } }
      ).axe;
      const result = await axe.run({ include: [[sel]] });
      return result.violations.map((v) => v.id);
    }, selector);
  };

  test('the gallery and its zoom popup have no axe violations', async () => {
    const { page, context } = await openReady(`${FIVE}?lang=en`);
    expect(await axeRun(page, '[data-widget="work-gallery"]')).toEqual([]);
    await gallery(page).locator('.sf-gallery__slide').first().getByRole('button').click();
    await page.getByRole('dialog').waitFor();
    expect(await axeRun(page, '[role="dialog"]')).toEqual([]);
    await context.close();
  });
});
