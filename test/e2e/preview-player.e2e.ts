import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, waitForIslands } from './browser';

const WITH_PLAYER = '/maniax/work/=/product_id/RJ01000005.html';
const island = (page: Page) => page.locator('[data-widget="preview-player"]');
const frameBox = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('[data-widget="preview-player"] iframe');
    const r = frame?.getBoundingClientRect();
    return r ? { width: r.width, height: r.height } : null;
  });

// The frame's title, address and size, and a work without a player or a failed call leaving the island ready
// and empty: the stories preview-player; the call's workno and callback: test/api/embeds.test.ts; a failed
// call silent with one report: test/e2e/faults.e2e.ts.
describe('preview-player in the browser', () => {
  test('at the top of the first work story: the player frame at the service size, able to go full screen', async () => {
    const { page, context, count } = await openPage(`${WITH_PLAYER}?lang=en`);
    await waitForIslands(page);
    await expect(island(page).getAttribute('data-widget-state')).resolves.toBe('ready');
    await expect(
      page.evaluate(() =>
        document.querySelector('.work-story')?.firstElementChild?.getAttribute('data-widget'),
      ),
    ).resolves.toBe('preview-player');
    await expect(island(page).locator('iframe').getAttribute('allowfullscreen')).resolves.toBe('');
    expect(await frameBox(page)).toEqual({ width: 560, height: 315 });
    // The frame's page loads (the mock service's stand-in player).
    const content = page
      .frameLocator('[data-widget="preview-player"] iframe')
      .getByText('Preview player RJ01000005');
    await content.waitFor();
    expect(count('/__embed/preview/api/v1/maniax/embed')).toBe(1);
    await context.close();
  });

  test('on a narrow screen the frame shrinks with the same aspect ratio', async () => {
    const { page, context } = await openPage(WITH_PLAYER);
    await page.setViewportSize({ width: 360, height: 640 });
    await waitForIslands(page);
    await island(page).locator('iframe').waitFor();
    const box = await frameBox(page);
    const available = await page.evaluate(
      () => document.querySelector('.work-story')?.getBoundingClientRect().width ?? 0,
    );
    expect(box?.width).toBeCloseTo(available, 0);
    expect(box?.width ?? 0).toBeLessThan(560);
    expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(315 / 560, 2);
    await context.close();
  });
});
