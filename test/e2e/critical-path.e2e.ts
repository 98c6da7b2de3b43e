import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test, type ExpectStatic } from 'vitest';
import { sharedBrowser, openContext, baseUrl } from './browser';

// The critical path, as order (the times are reported by `npm run bench`, never asserted): every island of
// a page needs the HTML, the entry, then one wave of code and data fetched together. A long latency is
// added to every request so that no answer can arrive while the wave is being sent: a request of the wave
// that waited for another's answer starts after the first answer of the wave arrived. None may, but the
// folder list, which waits for the member status (docs/behaviour.md "Members and guests"; the folder page's
// fourth round trip), and starts without a round trip after the status's answer.

const DIST = resolve(import.meta.dirname, '../../dist');
// Long enough that the wave is sent before its first answer, and short enough that the member status
// answers well within the folder list's wait for it (FOLDERS_STATUS_WAIT_MS, 1000 ms) on a loaded machine:
// at 800 ms the status of a loaded 2-core machine missed it about once in two runs.
const LATENCY = 600;

/** Static `import … from "…"` statements of a minified ES module (not `import("…")`). */
const staticImports = (code: string) =>
  [
    ...code.matchAll(
      /(?:^|[;}\n])\s*import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*from\s*"([^"]+)"/g,
    ),
  ]
    .map((match) => match[1])
    .filter((spec): spec is string => spec !== undefined);

interface Timed {
  url: string;
  start: number;
  end: number;
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

async function loadWithLatency(path: string) {
  const context = await openContext(browser, { member: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const islands = document.querySelectorAll('[data-widget]');
      if (islands.length === 0 || performance.getEntriesByName('test:ready').length > 0) return;
      for (const island of islands) if (!island.hasAttribute('data-widget-state')) return;
      performance.mark('test:ready');
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForFunction(() => performance.getEntriesByName('test:ready').length > 0, null, {
    timeout: 30_000,
  });
  const timing: { ready: number; resources: Timed[] } = await page.evaluate(() => ({
    ready: performance.getEntriesByName('test:ready')[0]?.startTime ?? NaN,
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd })),
  }));
  await context.close();
  return timing;
}

// `waits`: requests that wait for another by design (folders for the status). `after`: requests a
// rendered card makes for itself once it is near the screen (its community counts), which no island's
// readiness waits for; the work page's own community links are declared and must be in the wave.
const CARD_COMMUNITY = /\/__community\/api\/channel\/channel-content\//;
const PAGES = [
  {
    name: 'list of 30 cards',
    path: '/maniax/preview/list.html?n=30&layout=1column',
    waits: [] as RegExp[],
    after: [CARD_COMMUNITY],
  },
  {
    name: 'work page',
    path: '/maniax/work/=/product_id/RJ01000005.html',
    waits: [],
    after: [/\/__community\/api\/channel\/channel-content\/(?!RJ01000005\b)/],
  },
  {
    name: 'folder page',
    path: '/maniax/mypage/wishlist/folders/',
    waits: [/\/favorite\/folder\/ajax/],
    after: [] as RegExp[],
  },
];

describe('critical path', () => {
  test('the entry imports nothing statically; chunks import only the entry, the runtime and the shared cards chunk', () => {
    expect(staticImports(readFileSync(resolve(DIST, 'storefront.js'), 'utf8'))).toEqual([]);
    for (const file of readdirSync(resolve(DIST, 'chunks'))) {
      const imports = staticImports(readFileSync(resolve(DIST, 'chunks', file), 'utf8'));
      for (const spec of imports)
        expect(spec, `${file} imports ${spec}`).toMatch(
          /^\.\.\/storefront\.js$|^\.\/(?:cards|runtime)-[\w-]+\.js$/,
        );
    }
  });

  test('the entry holds no React: React DOM and the runtime come in their own chunk', () => {
    const entry = readFileSync(resolve(DIST, 'storefront.js'), 'utf8');
    expect(entry).not.toContain('react.transitional.element');
    expect(entry).not.toContain('__reactContainer');
    const runtime = readdirSync(resolve(DIST, 'chunks')).filter((file) => /^runtime-[\w-]+\.js$/.test(file));
    expect(runtime).toHaveLength(1);
    expect(readFileSync(resolve(DIST, 'chunks', runtime[0] ?? ''), 'utf8')).toContain('__reactContainer');
  });

  test('no stylesheet files: styles travel in the chunks that need them', () => {
    const all = readdirSync(DIST, { recursive: true }).map(String);
    expect(all.filter((file) => file.endsWith('.css'))).toEqual([]);
  });

  // Side by side, a context each: the pages mostly wait out the latency, and the rules are about order. The
  // folder page's after the others, alone: its list waits at most FOLDERS_STATUS_WAIT_MS for the status,
  // which six pages loading at once on a 2-core machine stretched past it now and then.
  const waveTest =
    ({ path, waits, after }: (typeof PAGES)[number], hosts: string) =>
    async ({ expect }: { expect: ExpectStatic }) => {
      // The bundle's own path, on a page without the host's preload hints (preload-hints.e2e.ts: with them
      // the code comes beside the entry).
      const bare = `${path}${path.includes('?') ? '&' : '?'}hints=0`;
      const url = hosts === 'one host' ? bare : `${bare}&cdn=cross-origin`;
      const { ready, resources } = await loadWithLatency(url);
      const entry = resources.find((r) => /\/storefront\.js$/.test(r.url));
      expect(entry).toBeDefined();
      const entryEnd = entry?.end ?? NaN;
      // What the islands asked for before they were all ready (not the page's own images and styles).
      const wave = resources.filter(
        (r) =>
          r.start >= entryEnd &&
          r.start < ready &&
          !/\/preview-static\/|\/favicon\.ico|\/__embed\/preview\/embed\//.test(r.url) &&
          !after.some((a) => a.test(r.url)),
      );
      expect(wave.map((r) => r.url).join('\n')).toMatch(/\/cdn\/storefront\/chunks\//);
      const independent = wave.filter((r) => !waits.some((w) => w.test(r.url)));
      const firstAnswer = Math.min(...independent.map((r) => r.end));
      const late = independent.filter((r) => r.start >= firstAnswer);
      expect(late.map((r) => `${r.url} started after the wave's first answer`).join('\n')).toBe('');
      // At most four code files per page (the runtime and up to three widget groups), and the folder list
      // asked for once the status answered.
      expect(wave.filter((r) => /\/cdn\/storefront\/chunks\//.test(r.url)).length).toBeLessThanOrEqual(4);
      for (const wait of waits) {
        const dependent = wave.find((r) => wait.test(r.url));
        const status = wave.find((r) => /\/load\/member\/status/.test(r.url));
        if (!dependent || !status) throw new Error(`no ${String(wait)} or no status request`);
        expect(dependent.start >= status.end, 'after the status answered').toBe(true);
        // No round trip in between: it starts before the answer of any request sent after the status's
        // answer (answers already on their way when the status answered may land in any order).
        const sentAfterStatus = wave.filter((r) => r !== dependent && r.start >= status.end);
        expect(
          sentAfterStatus.filter((r) => r.end <= dependent.start).map((r) => r.url),
          'without waiting for another round trip',
        ).toEqual([]);
      }
    };
  describe.concurrent('under a long latency', () => {
    for (const page of PAGES.filter((p) => p.waits.length === 0))
      for (const hosts of ['one host', 'CDN and embed hosts'])
        test(`${page.name}, ${hosts}: code and data in one wave after the entry`, waveTest(page, hosts));
  });
  describe('under a long latency, a list that waits for the status', () => {
    for (const page of PAGES.filter((p) => p.waits.length > 0))
      for (const hosts of ['one host', 'CDN and embed hosts'])
        test(`${page.name}, ${hosts}: code and data in one wave after the entry`, waveTest(page, hosts));
  });
});
