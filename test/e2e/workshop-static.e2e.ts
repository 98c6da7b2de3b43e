import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serveFolder } from '../../scripts/harness/index.mjs';
import { en } from '../../src/i18n/en';
import { clockScript, SUITE_NOW } from '../../src/mocks/suite-clock';
import { sharedBrowser } from './browser';

// The static workshop (`npm run build-storybook`) works from any static host, from a sub-path, mocks
// included: msw's worker answers the store's calls there as in `npm run storybook`. The copy is the one
// scripts/build-for-suites.mjs builds before the suites (storybook-static/).

const OUT = resolve(import.meta.dirname, '../../storybook-static');
let server: { url: string; close: () => Promise<void> };
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(OUT, 'index.json')))
    throw new Error(
      'no static workshop in storybook-static/: run node scripts/build-for-suites.mjs workshop',
    );
  server = await serveFolder(OUT, '/static/workshop/');
  browser = await sharedBrowser();
});

afterAll(async () => {
  await server?.close();
});

describe('the static workshop', () => {
  test('lists every story of the workshop', () => {
    const index = JSON.parse(readFileSync(join(OUT, 'index.json'), 'utf8')) as {
      entries: Record<string, { type: string; title: string }>;
    };
    const titles = new Set(Object.values(index.entries).map((entry) => entry.title));
    expect(titles).toContain('product-item');
  });

  test('a link with globals shows one widget in one state, its calls answered by the worker', async () => {
    const context = await browser.newContext();
    // The suite's instant in every frame, before the workshop's scripts (docs/testing.md "The suite's clock").
    await context.addInitScript(clockScript(SUITE_NOW));
    const page = await context.newPage();
    await page.goto(`${server.url}?path=/story/product-item--in-cart&globals=lang:en`);
    const story = page.frameLocator('#storybook-preview-iframe');
    await expect
      .poll(() => story.locator('[data-widget="product-item"]').getAttribute('data-widget-state'))
      .toBe('ready');
    await expect.poll(() => story.getByRole('link', { name: en.cart }).count()).toBe(1);
    await context.close();
  });
});
