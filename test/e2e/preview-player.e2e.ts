import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, openPage, waitForIslands } from './browser';

const WITH_PLAYER = '/maniax/work/=/product_id/RJ01000005.html';
const WITHOUT_PLAYER = '/maniax/work/=/product_id/RJ01000002.html';
const island = (page: Page) => page.locator('[data-widget="preview-player"]');
const frameBox = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('[data-widget="preview-player"] iframe');
    const r = frame?.getBoundingClientRect();
    return r ? { width: r.width, height: r.height } : null;
  });

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
    const frame = island(page).locator('iframe');
    await expect(frame.getAttribute('title')).resolves.toBe('Preview');
    await expect(frame.getAttribute('allowfullscreen')).resolves.toBe('');
    await expect(frame.getAttribute('src')).resolves.toBe(`${baseUrl()}/__embed/preview/embed/RJ01000005`);
    expect(await frameBox(page)).toEqual({ width: 560, height: 315 });
    // The frame's page loads (the mock service's stand-in player).
    const content = page
      .frameLocator('[data-widget="preview-player"] iframe')
      .getByText('Preview player RJ01000005');
    await content.waitFor();
    expect(count('/__embed/preview/api/v1/maniax/embed')).toBe(1);
    const call = new URL(
      (await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))).find((u) =>
        u.includes('/api/v1/maniax/embed'),
      ) ?? 'http://x/',
    );
    expect(call.searchParams.get('workno')).toBe('RJ01000005');
    expect(call.searchParams.get('callback')).toMatch(/^sfJsonp_/);
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

  test('a work without a player, or a failed call: nothing, and the island is still ready', async () => {
    const none = await openPage(WITHOUT_PLAYER);
    await waitForIslands(none.page);
    await expect(island(none.page).getAttribute('data-widget-state')).resolves.toBe('ready');
    await expect(island(none.page).locator('iframe').count()).resolves.toBe(0);
    expect(none.count('/__embed/preview/api/v1/maniax/embed')).toBe(1);
    expect(none.consoleErrors).toEqual([]);
    await none.context.close();

    const failing = await openPage(WITH_PLAYER);
    await waitForIslands(failing.page);
    await failing.page.request.post(`${baseUrl()}/__mock/fault?call=preview&fault=http500`);
    await failing.page.reload();
    await waitForIslands(failing.page);
    await expect(island(failing.page).getAttribute('data-widget-state')).resolves.toBe('ready');
    await expect(island(failing.page).locator('iframe').count()).resolves.toBe(0);
    // The rest of the page still works.
    await expect(
      failing.page.locator('[data-widget="price-box"]').getAttribute('data-widget-state'),
    ).resolves.toBe('ready');
    await failing.context.close();
  });
});
