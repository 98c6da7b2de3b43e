import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Manifest } from 'vite';
import { describe, expect, test } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { MANIFEST_FILE, RELEASE_FILE, type ReleaseFile } from '../../scripts/release-file';
import { baseUrl, openContext, waitForIslands } from './browser';

// The release artefacts of the build `npm run test:e2e` has just made (dist/release.json, dist/manifest.json),
// and the entry loaded with its Subresource Integrity value (the preview pages' `?integrity=`).

const DIST = resolve(import.meta.dirname, '../../dist');
const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(DIST, name), 'utf8')) as T;
const release = readJson<ReleaseFile>(RELEASE_FILE);
const manifest = readJson<Manifest>(MANIFEST_FILE);
const LIST = '/maniax/preview/list.html?n=6';

/**
 * A page and its console errors, opened as openPage does. The browser's own request for /favicon.ico (the
 * first page of a browser asks for it; the preview has none) is not the page's error.
 */
async function openWatched(path: string, init?: () => void) {
  const context = await openContext();
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
      consoleErrors.push(message.text());
  });
  if (init) await page.addInitScript(init);
  const entryResponse = page.waitForResponse((response) => response.url().endsWith('/storefront.js'));
  await page.goto(`${baseUrl()}${path}`);
  return { context, page, consoleErrors, entryResponse };
}

const entryScript = (page: Page) => page.locator('script[type="module"][src$="/storefront.js"]');

describe('release file and manifest of the production build', () => {
  test('the release file names the version, the entry, the integrity of its bytes on disk and every chunk', () => {
    expect(release.version).toBe(pkg.version);
    expect(release.entry).toBe('storefront.js');
    const digest = createHash('sha384')
      .update(readFileSync(join(DIST, release.entry)))
      .digest('base64');
    expect(release.integrity).toBe(`sha384-${digest}`);
    expect(release.manifest).toBe(MANIFEST_FILE);
    const chunks = readdirSync(join(DIST, 'chunks')).map((file) => `chunks/${file}`);
    expect(release.chunks).toEqual([...chunks].sort());
    expect(release.chunks.length).toBeGreaterThan(0);
  });

  test('the manifest lists the entry, and every file it names is in dist/ and in the release file', () => {
    expect(manifest['src/main.ts']).toMatchObject({ file: 'storefront.js', isEntry: true });
    const named = Object.values(manifest).flatMap((chunk) => [
      chunk.file,
      ...(chunk.css ?? []),
      ...(chunk.assets ?? []),
    ]);
    for (const file of named) expect(existsSync(join(DIST, file)), file).toBe(true);
    // Its imports are keys of the manifest itself.
    for (const chunk of Object.values(manifest))
      for (const key of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
        expect(manifest[key], key).toBeDefined();
    expect([...new Set(named)].sort()).toEqual([release.entry, ...release.chunks, ...release.assets].sort());
  });

  test("V8's compile hint heads the runtime's and the widget groups' chunks, and no other file", () => {
    const hinted = [release.entry, ...release.chunks].filter((file) =>
      readFileSync(join(DIST, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
    );
    const names = hinted.map((file) => file.replace(/^chunks\/(.+)-[\w-]{8}\.js$/, '$1')).sort();
    expect(names.join(' ')).toBe('cards favorite-folders mypage-widgets runtime work-gallery work-widgets');
  });
});

describe('the entry with Subresource Integrity (docs/page/releasing.md "Integrity")', () => {
  for (const hosts of ['one host', 'CDN host']) {
    test(`${hosts}: the entry's tag carries the release's integrity; every island is ready, no console error`, async () => {
      const cdn = hosts === 'CDN host' ? '&cdn=cross-origin' : '';
      const { page, context, consoleErrors } = await openWatched(`${LIST}&integrity=1${cdn}`);
      await waitForIslands(page);
      await expect(entryScript(page).getAttribute('integrity')).resolves.toBe(release.integrity);
      await expect(entryScript(page).getAttribute('crossorigin')).resolves.toBe('anonymous');
      if (cdn)
        await expect(entryScript(page).getAttribute('src')).resolves.toMatch(/^http:\/\/cdn\.localhost:/);
      const states = await page
        .locator('[data-widget]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-widget-state')));
      expect(states).toEqual(Array<string>(6).fill('ready'));
      await expect(page.evaluate(() => window.storefront?.version)).resolves.toBe(release.version);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  test('a wrong integrity value: the browser fetches the entry and refuses to run it', async () => {
    // A refused module script fires `error` on its element (before the page's load event).
    const { page, context, consoleErrors, entryResponse } = await openWatched(`${LIST}&integrity=bad`, () => {
      document.addEventListener(
        'error',
        (event) => {
          if (event.target instanceof HTMLScriptElement)
            (window as unknown as { entryRefused: boolean }).entryRefused = true;
        },
        true,
      );
    });
    await expect(entryResponse.then((response) => response.status())).resolves.toBe(200);
    await expect(
      page.evaluate(() => (window as unknown as { entryRefused?: boolean }).entryRefused),
    ).resolves.toBe(true);
    await expect(entryScript(page).getAttribute('integrity')).resolves.toMatch(/^sha384-/);
    await expect(entryScript(page).getAttribute('integrity')).resolves.not.toBe(release.integrity);
    await expect(page.evaluate(() => typeof window.storefront)).resolves.toBe('undefined');
    await expect(page.locator('[data-widget]').count()).resolves.toBe(6);
    await expect(page.locator('[data-widget-state]').count()).resolves.toBe(0);
    // Chromium names the digest it computed: the release file's.
    const refusal = consoleErrors.find((text) => text.includes("'integrity' attribute"));
    expect(refusal).toContain(release.integrity.slice('sha384-'.length));
    await context.close();
  });
});
