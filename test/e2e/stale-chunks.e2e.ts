import type { Locator, Page, Request, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { XML_READER_WAIT_MS } from '../../src/api/xml';
import { baseUrl, installSuiteClock, openContext, waitForIdleWork, waitForIslands } from './browser';
import { recordStatusTexts, statusShown } from './status-marks';

// A release under an open page (production build): the previous release's chunks are deleted while the
// shopper keeps the page open. Every write either completes and shows its result, or shows the failure
// message and sends nothing; a missing file is reported once and announced as storefront:stale; the page
// is never reloaded.

const CHUNKS = /\/cdn\/storefront\/chunks\//;

interface Opened {
  page: Page;
  close: () => Promise<void>;
  /** Requests to the store API (not the bundle's own files) whose path contains `fragment`. */
  count: (fragment: string) => number;
  /** Every request for one of the bundle's chunk files. */
  chunkRequests: string[];
  navigations: () => number;
}

/**
 * Opens `path` as a member with ga and storefront:stale recorded, after `before` has set up the page.
 * `idleWork: false` for a page that has none to wait for: its runtime never arrives, or its clock is held.
 */
async function open(
  path: string,
  before?: (page: Page) => Promise<unknown>,
  { idleWork = true } = {},
): Promise<Opened> {
  const context = await openContext({ member: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { gaLabels: string[]; staleEvents: unknown[]; ga: unknown };
    w.gaLabels = [];
    w.staleEvents = [];
    w.ga = (_command: string, fields: { eventLabel: string }) => w.gaLabels.push(fields.eventLabel);
    document.addEventListener('storefront:stale', (event) =>
      w.staleEvents.push((event as CustomEvent).detail),
    );
  });
  const requests: Request[] = [];
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (CHUNKS.test(url.pathname)) chunkRequests.push(url.pathname + url.search);
    else if (!url.pathname.startsWith('/cdn/') && request.resourceType() !== 'document')
      requests.push(request);
  });
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await before?.(page);
  await page.goto(`${baseUrl()}${path}`);
  await waitForIslands(page);
  // A page open for a while: everything it loads by itself (the tab-sync chunk, once idle) is in.
  if (idleWork) await waitForIdleWork(page);
  return {
    page,
    close: () => context.close(),
    count: (fragment) => requests.filter((r) => new URL(r.url()).pathname.includes(fragment)).length,
    chunkRequests,
    navigations: () => navigations,
  };
}

const gaLabels = (page: Page) => page.evaluate(() => (window as unknown as { gaLabels: string[] }).gaLabels);
const staleEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { staleEvents: { file: string }[] }).staleEvents);

/** From now on every chunk of the bundle answers 404, as after a release that deleted them. */
const deleteChunks = (page: Page) =>
  page.route(CHUNKS, (route) => route.fulfill({ status: 404, body: 'gone' }));

/** The data-widget-state of every island matching `selector`. */
const statesOf = (page: Page, selector = '[data-widget]') =>
  page.$$eval(selector, (els) => els.map((el) => el.getAttribute('data-widget-state')));

/** Adds an island of `widget` for a work to the page, mounts it, and returns the state it settles in. */
const mountAdded = (page: Page, widget: string) =>
  page.evaluate(async (name) => {
    const island = document.createElement('div');
    island.setAttribute('data-widget', name);
    island.setAttribute('data-product-id', 'RJ01000001');
    document.body.append(island);
    await window.storefront?.mount(island);
    return island.getAttribute('data-widget-state');
  }, widget);

/** The server content a work page keeps when its islands fail: the follow fallback link and the devices list. */
async function expectServerContent(page: Page) {
  await expect(page.getByRole('link', { name: 'Follow (no script)' }).count()).resolves.toBe(1);
  await expect(page.locator('[data-widget="price-box"] [data-slot="devices"]').count()).resolves.toBe(1);
}

const cardOf = (page: Page, id: string) =>
  page.locator(`[data-widget="product-item"][data-product-id="${id}"]`);

/** The chunk files named by the page's ga reports, one entry per report. */
async function reportedFiles(page: Page): Promise<string[]> {
  const labels = await gaLabels(page);
  // Rolldown names a chunk `{name}-{8-character hash}.js`.
  return labels.flatMap((label) => /\/chunks\/([\w.-]+)-[\w-]{8}\.js/.exec(label)?.[1] ?? []);
}

/**
 * A write whose answer needs a file that is gone: the failure message where the shopper acted, nothing
 * sent. `files`: the missing files the page reports, each once (the answer's reader, `fxp`, and any other).
 */
async function expectRefused(
  opened: Opened,
  scope: Locator,
  control: Locator,
  call: string,
  files = ['fxp'],
) {
  const alert = scope.getByRole('alert');
  await alert.waitFor();
  await expect(alert.innerText()).resolves.toBe('Communication failed');
  expect(opened.count(call), `no ${call} request`).toBe(0);
  await expect(control.isEnabled()).resolves.toBe(true);
  // The missing file (the answer's reader) is reported once and announced once; the host shows its banner.
  expect((await reportedFiles(opened.page)).sort()).toEqual(files.sort());
  await expect(staleEvents(opened.page)).resolves.toHaveLength(1);
  await opened.page
    .getByRole('status')
    .filter({ hasText: 'A new version of this page is available.' })
    .waitFor();
  expect(opened.navigations()).toBe(1);
}

describe('every chunk answers 404 after load: each write completes, or fails showing the message and sending nothing', () => {
  test("a card: Add to Cart, then a rental from its options (the popup opens; the answer's reader is gone)", async () => {
    const opened = await open('/maniax/preview/list.html?n=13&lang=en');
    await deleteChunks(opened.page);
    const card = cardOf(opened.page, 'RJ01000005');
    const button = card.getByRole('button', { name: 'Add to Cart' });
    const count = opened.page.locator('[data-preview-cart-count]');
    const before = await count.innerText();
    await button.click();
    await expectRefused(opened, card, button, '/cart/ajax');
    await expect(card.getByRole('link', { name: 'Added to Cart' }).count()).resolves.toBe(0);
    // The header's cart count follows storefront:cart-added: nothing was added.
    await expect(count.innerText()).resolves.toBe(before);

    const rental = cardOf(opened.page, 'RJ01000013');
    const trigger = rental.getByRole('button', { name: 'Add to Cart' });
    await trigger.click();
    const dialog = rental.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByRole('button', { name: /7/ }).click();
    // Still reported once for the page.
    await expectRefused(opened, rental, trigger, '/cart/ajax');
    await opened.close();
  });

  test("a card's favourite button and the favourite-button widget", async () => {
    const opened = await open('/maniax/work/=/product_id/RJ01000006.html?lang=en');
    await deleteChunks(opened.page);
    const island = opened.page.locator('[data-widget="favorite-button"]');
    const button = island.getByRole('button', { name: 'Add to Favorites' });
    await button.click();
    await expectRefused(opened, island, button, '/cart/ajax');
    await expect(island.getByText('Added', { exact: true }).count()).resolves.toBe(0);
    await opened.close();
  });

  test('the price box: Add to Cart; the follow button follows (its answer is JSON, read by code already loaded)', async () => {
    const opened = await open('/maniax/work/=/product_id/RJ01000005.html?lang=en');
    await deleteChunks(opened.page);
    const actions = opened.page.locator('[data-widget="price-box"] .sf-price-box__actions');
    const button = actions.getByRole('button', { name: 'Add to Cart' });
    await button.click();
    await expectRefused(opened, actions, button, '/cart/ajax');
    const island = opened.page.locator('[data-widget="follow-button"]');
    await island.getByRole('button', { name: 'Follow' }).click();
    await island.getByRole('dialog').getByRole('button', { name: 'Follow' }).click();
    await island.getByRole('link', { name: 'Already following' }).waitFor();
    expect(opened.count('/follow')).toBeGreaterThan(0);
    await expect(island.getByRole('alert').count()).resolves.toBe(0);
    await opened.close();
  });

  test('the folder manager: show on top and create a folder', async () => {
    const opened = await open('/maniax/mypage/wishlist/folders/?lang=en');
    await deleteChunks(opened.page);
    const island = opened.page.locator('[data-widget="favorite-folders"]');
    await recordStatusTexts(opened.page);
    await island.getByRole('checkbox', { name: 'Show on top' }).first().click();
    await statusShown(opened.page, 'Settings completed');
    await island.getByRole('button', { name: 'Create new folder' }).click();
    await island.getByRole('textbox', { name: 'Folder name' }).press('Enter');
    await island.getByText('New folder 3').waitFor();
    await expect(island.getByRole('alert').count()).resolves.toBe(0);
    await opened.close();
  });

  test('an item row: move, delete and undo', async () => {
    const opened = await open('/maniax/mypage/wishlist/folder/=/folder_id/11?lang=en');
    await deleteChunks(opened.page);
    const rows = opened.page.locator('[data-widget="favorite-item"]');
    const first = rows.nth(0);
    await first.getByRole('button', { name: 'Move or delete' }).click();
    await first.getByRole('menuitemradio', { name: /Unclassified/ }).click();
    await first.getByRole('status').filter({ hasText: 'Moved to Unclassified.' }).waitFor();
    const second = rows.nth(1);
    await second.getByRole('button', { name: 'Move or delete' }).click();
    await second.getByRole('menuitem', { name: 'Delete' }).click();
    await second.getByRole('button', { name: 'Undo' }).click();
    await second.getByRole('button', { name: 'Move or delete' }).waitFor();
    await expect(rows.getByRole('alert').count()).resolves.toBe(0);
    await opened.close();
  });
});

describe("the answer's reader held back (a stalled CDN edge)", () => {
  test('Add to Cart is refused after a bounded wait, sending nothing; once the reader comes, the add goes', async () => {
    const held: Route[] = [];
    const opened = await open(
      '/maniax/preview/list.html?n=13&lang=en',
      async (page) => {
        await installSuiteClock(page);
        await page.route(/\/chunks\/fxp-/, (route) => void held.push(route));
      },
      { idleWork: false },
    );
    const card = cardOf(opened.page, 'RJ01000005');
    const button = card.getByRole('button', { name: 'Add to Cart' });
    await button.click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await opened.page.clock.fastForward(XML_READER_WAIT_MS);
    const alert = card.getByRole('alert');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toBe('Communication failed');
    expect(opened.count('/cart/ajax')).toBe(0);
    await expect(button.isEnabled()).resolves.toBe(true);
    // A slow file is not a missing one: nothing reported, the host not told to reload.
    await expect(reportedFiles(opened.page)).resolves.toEqual([]);
    await expect(staleEvents(opened.page)).resolves.toHaveLength(0);
    // The file comes after all: the next add of the same work is sent and completes.
    await Promise.all(held.map((route) => route.continue()));
    await button.click();
    await card.getByRole('link', { name: 'Added to Cart' }).waitFor();
    expect(opened.count('/cart/ajax')).toBe(1);
    await opened.close();
  });
});

describe('chunks at load', () => {
  test('a chunk that answers 503 once still mounts every island', async () => {
    const failedOnce = new Set<string>();
    const opened = await open('/maniax/work/=/product_id/RJ01000005.html?lang=en', (page) =>
      page.route(CHUNKS, (route) => {
        const file = new URL(route.request().url()).pathname;
        if (failedOnce.has(file)) return route.continue();
        failedOnce.add(file);
        return route.fulfill({ status: 503, body: 'busy' });
      }),
    );
    const states = await statesOf(opened.page);
    expect(states.length).toBeGreaterThan(5);
    expect(states.every((state) => state === 'ready')).toBe(true);
    expect(failedOnce.size).toBeGreaterThan(0);
    await expect(staleEvents(opened.page)).resolves.toHaveLength(0);
    await opened.close();
  });

  test('a chunk loaded through its retry runs once: an island that asks for it later takes that copy', async () => {
    // Every copy of the work widgets' chunk counts its evaluations (import declarations are hoisted).
    const PROBE = 'globalThis.sfWorkWidgetRuns=(globalThis.sfWorkWidgetRuns??0)+1;';
    let retried = false;
    const opened = await open('/maniax/preview/list.html?n=3&lang=en', (page) =>
      page.route(/\/chunks\/work-widgets-/, async (route) => {
        const url = new URL(route.request().url());
        retried ||= url.searchParams.has('retry');
        // The plain URL is busy until the retry has been asked for, then answers (a CDN edge recovering).
        if (!retried) return route.fulfill({ status: 503, body: 'busy' });
        const response = await route.fetch();
        return route.fulfill({ response, body: PROBE + (await response.text()) });
      }),
    );
    const { page } = opened;
    // The list page has no work widgets: the first island's code comes through the retry.
    await expect(mountAdded(page, 'favorite-button')).resolves.toBe('ready');
    expect(opened.chunkRequests.filter((url) => url.includes('/work-widgets-')).at(-1)).toMatch(
      /\?retry=\d+$/,
    );
    // Another widget of the same chunk, asked for later, while the plain URL answers.
    await expect(mountAdded(page, 'price-box')).resolves.toBe('ready');
    await expect(
      page.evaluate(() => (globalThis as { sfWorkWidgetRuns?: number }).sfWorkWidgetRuns),
    ).resolves.toBe(1);
    await expect(staleEvents(page)).resolves.toHaveLength(0);
    await opened.close();
  });

  test('a chunk that is gone: the islands needing it settle as error with their server content, one report', async () => {
    const opened = await open('/maniax/work/=/product_id/RJ01000005.html?lang=en', (page) =>
      page.route(/\/chunks\/work-widgets-/, (route) => route.fulfill({ status: 404, body: 'gone' })),
    );
    const { page } = opened;
    for (const name of ['price-box', 'favorite-button', 'follow-button', 'community-links'])
      expect(await statesOf(page, `[data-widget="${name}"]`), name).toEqual(['error']);
    await expectServerContent(page);
    // The cards of the same page (another chunk) work.
    const cards = await statesOf(page, '[data-widget="product-item"]');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((state) => state === 'ready')).toBe(true);
    // Tried five times (a cache-busting query at once, then 100, 400 and 1600 ms after each failure, each try
    // a URL of its own), reported once, announced once, never reloaded. Each of its six widgets asks for it:
    // one plain URL and four retry URLs for the whole page.
    const tries = [...new Set(opened.chunkRequests.filter((url) => url.includes('/work-widgets-')))];
    const kind = (url: string) => {
      const retry = /\?retry=\d+(-\d)?$/.exec(url);
      if (retry) return retry[1] ?? 'retry';
      return url.includes('?') ? 'other' : 'plain';
    };
    expect(tries.map(kind)).toEqual(['plain', 'retry', '-1', '-2', '-3']);
    await expect(reportedFiles(page)).resolves.toEqual(['work-widgets']);
    const stale = await staleEvents(page);
    expect(stale).toHaveLength(1);
    expect(stale[0]?.file).toMatch(/\/cdn\/storefront\/chunks\/work-widgets-[\w-]+\.js$/);
    expect(opened.navigations()).toBe(1);
    await opened.close();
  });

  test('the runtime gone (React and the islands runtime): every island settles as error with its server content, one report', async () => {
    const opened = await open(
      '/maniax/work/=/product_id/RJ01000005.html?lang=en',
      (page) => page.route(/\/chunks\/runtime-/, (route) => route.fulfill({ status: 404, body: 'gone' })),
      { idleWork: false },
    );
    const { page } = opened;
    const states = await statesOf(page);
    expect(states.length).toBeGreaterThan(5);
    expect(states.every((state) => state === 'error')).toBe(true);
    await expectServerContent(page);
    // Shared by every chunk, it is retried at its plain URL (a second URL would be a second React).
    const tries = opened.chunkRequests.filter((url) => url.includes('/runtime-'));
    expect(tries.length).toBeGreaterThanOrEqual(2);
    expect(tries.filter((url) => url.includes('?'))).toEqual([]);
    // Reported once, as the runtime: the widget chunks importing it arrived, and fail with it (Chromium's
    // error names the chunk asked for).
    await expect(reportedFiles(page)).resolves.toEqual(['runtime']);
    const stale = await staleEvents(page);
    expect(stale).toHaveLength(1);
    expect(stale[0]?.file).toMatch(/\/cdn\/storefront\/chunks\/runtime-[\w-]+\.js$/);
    // The global API answers: mount() resolves, islands added later settle as error too.
    await expect(mountAdded(page, 'favorite-button')).resolves.toBe('error');
    expect(opened.navigations()).toBe(1);
    await opened.close();
  });
});
