import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Manifest } from 'vite';
import { describe, test } from 'vitest';
import type { PageFamily } from '../../scripts/preload-hints';
import { MANIFEST_FILE, RELEASE_FILE, sriSha384, type ReleaseFile } from '../../scripts/release-file';
import { baseUrl, holdRequests, openContext, pageProblems, waitForIslands, waitForQuiet } from './browser';

// The host's preload hints (dist/release.json `preload`, written by the preview pages as a host would): a
// page of each family asks for the files of its hints beside the entry, each once (the bundle's own
// imports and preload links find them loaded), and its islands reach their state with or without them.

const DIST = resolve(import.meta.dirname, '../../dist');
const readJson = <T>(name: string): T => JSON.parse(readFileSync(join(DIST, name), 'utf8')) as T;
const release = readJson<ReleaseFile>(RELEASE_FILE);
const manifest = readJson<Manifest>(MANIFEST_FILE);
/** The tab-sync chunk, loaded once the page is idle: no page waits for it, so no hint names it. */
const TAB_SYNC = manifest['src/sync/connect.ts']?.file ?? 'no tab-sync chunk';
const CODE = /\/cdn\/storefront\/(.+\.js)(?:\?.*)?$/;

const PAGES: { family: PageFamily; path: string }[] = [
  { family: 'list', path: '/maniax/preview/list.html?n=6' },
  { family: 'work', path: '/maniax/work/=/product_id/RJ01000005.html' },
  { family: 'mypage', path: '/maniax/mypage/wishlist/' },
  { family: 'folders', path: '/maniax/mypage/wishlist/folders/' },
];

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

interface Loaded {
  page: Page;
  /** How often each file of the bundle was asked for, by its path inside dist/. */
  requested: Map<string, number>;
  /** The page's modulepreload links as the server wrote them: absolute URL, integrity, crossorigin. */
  hints: { href: string; integrity: string | null; crossorigin: string | null }[];
  html: { encoding: string | undefined; text: string };
  close: () => Promise<void>;
}

async function load(path: string): Promise<Loaded> {
  const context = await openContext({ member: true });
  const page = await context.newPage();
  const requested = new Map<string, number>();
  page.on('request', (request) => {
    const file = CODE.exec(request.url())?.[1];
    if (file) requested.set(file, (requested.get(file) ?? 0) + 1);
  });
  const response = await page.goto(`${baseUrl()}${path}`);
  await waitForQuiet(page);
  const text = (await response?.text()) ?? '';
  const doc = text.slice(0, text.indexOf('</head>'));
  const hints = [...doc.matchAll(/<link rel="modulepreload"[^>]*>/g)].map(([tag]) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
    return {
      href: new URL(attribute('href') ?? '', page.url()).href,
      integrity: attribute('integrity'),
      crossorigin: attribute('crossorigin'),
    };
  });
  return {
    page,
    requested,
    hints,
    html: { encoding: (await response?.allHeaders())?.['content-encoding'], text },
    close: () => context.close(),
  };
}

describe.concurrent('preload hints (docs/page/releasing.md "Preload hints")', () => {
  for (const { family, path } of PAGES) {
    for (const hosts of ['one host', 'CDN host']) {
      test(`${family} page, ${hosts}: the family's hints, with the integrity of the bytes on disk; each file asked for once`, async ({
        expect,
      }) => {
        const url = hosts === 'one host' ? path : withQuery(path, 'cdn=cross-origin');
        const loaded = await load(url);
        const origin = hosts === 'one host' ? baseUrl() : baseUrl().replace('127.0.0.1', 'cdn.localhost');
        const entryBase = `${origin}/cdn/storefront/`;
        expect(loaded.hints).toEqual(
          release.preload[family].map(({ file, integrity }) => ({
            href: `${entryBase}${file}`,
            integrity,
            crossorigin: 'anonymous',
          })),
        );
        for (const { file, integrity } of release.preload[family])
          expect(sriSha384(readFileSync(join(DIST, file))), file).toBe(integrity);
        // Every file once: the preload, the bundle's import and Vite's preload link share one fetch.
        expect([...loaded.requested].filter(([, count]) => count !== 1)).toEqual([]);
        // The hints are what the page needs: every chunk it loaded but the tab sync, and nothing more.
        const chunks = [...loaded.requested.keys()].filter((f) => f !== release.entry && f !== TAB_SYNC);
        expect(chunks.sort()).toEqual(release.preload[family].map(({ file }) => file).sort());
        await expect(pageProblems(loaded.page, url)).resolves.toEqual([]);
        expect(loaded.html.encoding).toBe('gzip');
        await loaded.close();
      });
    }

    test(`${family} page without hints (?hints=0): none written, each file asked for once, every island settles`, async ({
      expect,
    }) => {
      const url = withQuery(path, 'hints=0');
      const loaded = await load(url);
      expect(loaded.html.text).not.toContain('modulepreload');
      expect(loaded.html.encoding).toBe('gzip');
      expect([...loaded.requested].filter(([, count]) => count !== 1)).toEqual([]);
      expect(loaded.requested.size).toBeGreaterThan(1);
      await expect(pageProblems(loaded.page, url)).resolves.toEqual([]);
      await loaded.close();
    });
  }

  test('with the hints the code is asked for beside the entry; without them, once the entry has arrived', async ({
    expect,
  }) => {
    const path = '/maniax/preview/list.html?n=6';
    const hinted = release.preload.list.map(({ file }) => file);
    // Which of the hinted files the page asks for while the entry's answer is held: by order, not by time.
    const askedBeforeEntry = async (url: string) => {
      const context = await openContext({ member: true });
      const asked = new Set<string>();
      const entry = await holdRequests(context, `/${release.entry}`);
      const page = await context.newPage();
      page.on('request', (request) => {
        const file = CODE.exec(request.url())?.[1];
        if (file) asked.add(file);
      });
      const loading = page.goto(`${baseUrl()}${url}`);
      await entry.asked;
      // The document is parsed (its hints read) while the entry is still held.
      await page.waitForFunction(() => document.readyState !== 'loading');
      // A low-priority preload may wait for the held entry's connection: with hints, wait (still holding
      // the entry) until they are asked for; what is asked then was asked before the entry arrived.
      if (!url.includes('hints=0'))
        await expect.poll(() => hinted.every((file) => asked.has(file)), { timeout: 20_000 }).toBe(true);
      const before = hinted.map((file) => asked.has(file));
      entry.release();
      await loading;
      await waitForQuiet(page);
      const after = hinted.map((file) => asked.has(file));
      await context.close();
      return { before, after };
    };
    const withHints = await askedBeforeEntry(path);
    expect(withHints.before).toEqual(hinted.map(() => true));
    const without = await askedBeforeEntry(withQuery(path, 'hints=0'));
    expect(without.before).toEqual(hinted.map(() => false));
    expect(without.after).toEqual(hinted.map(() => true));
  });

  test('a hint with a wrong integrity: the browser refuses what it preloaded, the import fetches the file again, every island settles', async ({
    expect,
  }) => {
    const { family, path } = PAGES[1] ?? { family: 'work', path: '' };
    const url = withQuery(path, 'hints=bad');
    const loaded = await load(url);
    const hinted = release.preload[family].map(({ file }) => file);
    expect(loaded.hints.map((hint) => hint.integrity)).not.toContain(release.preload[family][0]?.integrity);
    // Each asked for again after the refused preload: the bundle's own import, without a check (at the same
    // URL, or at a retry URL when the import began before the refusal had landed).
    for (const file of hinted) expect(loaded.requested.get(file), file).toBeGreaterThanOrEqual(2);
    expect(loaded.requested.get(release.entry)).toBe(1);
    // Chromium reports each refusal as a console error naming the file; every island is ready all the same.
    const problems = await pageProblems(loaded.page, url);
    for (const file of hinted)
      expect(
        problems.some((problem) => problem.includes("'integrity' attribute") && problem.includes(file)),
      ).toBe(true);
    expect(problems.filter((problem) => !problem.includes("'integrity' attribute"))).toEqual([]);
    await loaded.close();
  });

  test.for([
    ['the widgets', 300, 600, 0],
    ['the cards', 600, 0, 300],
    ['every chunk', 1200, 0, 0],
  ] as const)(
    'a refused preload of the runtime that lands after the imports began (%s first): every island settles ready',
    async ([, preloadLate, runtimeLate, othersLate], { expect }) => {
      // Holds answers so that the runtime's refusal reaches the page while imports that need it are under
      // way: the case a loaded machine makes by chance, made every time. The entry is never held.
      const context = await openContext({ member: true });
      const seen = new Map<string, number>();
      await context.route(/\/cdn\/storefront\/.+\.js/, async (route) => {
        const file = CODE.exec(route.request().url())?.[1] ?? '';
        const n = (seen.get(file) ?? 0) + 1;
        seen.set(file, n);
        // The first ask of a file is its preload (only the runtime's is held), the later ones its imports.
        const late = () => {
          if (file === release.entry) return 0;
          if (!file.includes('runtime')) return n === 1 ? 0 : othersLate;
          return n === 1 ? preloadLate : runtimeLate;
        };
        await new Promise((resolve) => setTimeout(resolve, late()));
        await route.continue();
      });
      const page = await context.newPage();
      // What the page said, for a failure: which import rejected, and with what (the case fails only under load).
      const said: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') said.push(message.text());
      });
      page.on('pageerror', (error) => said.push(String(error)));
      page.on('requestfailed', (request) => said.push(`failed ${request.url()}`));
      const url = withQuery(PAGES[1]?.path ?? '', 'hints=bad');
      await page.goto(`${baseUrl()}${url}`);
      await waitForIslands(page);
      const states = await page.$$eval('[data-widget]', (els) =>
        els.map((el) => el.getAttribute('data-widget-state')),
      );
      expect(
        [...new Set(states)],
        `files asked for: ${JSON.stringify([...seen])}; the page said: ${said.join(' | ')}`,
      ).toEqual(['ready']);
      await context.close();
    },
  );
});
