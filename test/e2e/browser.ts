import { type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, inject } from 'vitest';
import { islandsHaveState, launchChromium, sessionCookies } from '../../scripts/harness/index.mjs';
import { CLOCK_COOKIE, SUITE_NOW } from '../../src/mocks/suite-clock';

// The harness's Chromium (scripts/harness/: Debian's, no browser download, ever) bound to the suite.

/**
 * The suite's pages run in Chromium's headless shell (its engine without the browser's UI: a context and its
 * first page cost a fifth). `backForwardCache`: Chromium itself, with the back/forward cache playwright
 * switches off by default; `chromium`: Chromium itself for another reason the file states.
 */
export const launchBrowser = ({
  backForwardCache = false,
  chromium = backForwardCache,
}: { backForwardCache?: boolean; chromium?: boolean } = {}): Promise<Browser> =>
  launchChromium({ backForwardCache, shell: !chromium });

let shared: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched once for every file it runs (the e2e project does not isolate files, so
 * this module outlives one file; playwright closes the browser when the worker exits). Tests open contexts
 * of their own in it and close those, never the browser.
 */
export function sharedBrowser(): Promise<Browser> {
  shared ??= launchBrowser();
  return shared;
}

export const baseUrl = () => inject('baseUrl');

export interface OpenOptions {
  member?: boolean;
  /** The page prefers reduced motion. */
  reducedMotion?: boolean;
  /**
   * Playwright's clock in the page (time flows as usual; `page.clock.fastForward(ms)` jumps it, firing
   * the timers due), for time windows of a widget without real waits.
   */
  clock?: boolean;
  /** A browser of the file's own (launched with other flags) instead of the worker's shared Chromium. */
  browser?: Browser;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Every request the page made to the store API or the JSONP services. */
  requests: Request[];
  consoleErrors: string[];
  /** Counts the recorded requests whose URL path contains `fragment`. */
  count: (fragment: string) => number;
}

/** Every context a test opened and has not closed, with what its pages printed (for failure artifacts). */
const openContexts = new Map<BrowserContext, string[]>();

/** Per page: the requests under way, and the errors it printed since its last check. */
const inFlight = new WeakMap<Page, Set<Request>>();
const pageErrors = new WeakMap<Page, string[]>();

function watch(context: BrowserContext): void {
  const log: string[] = [];
  openContexts.set(context, log);
  context.on('close', () => openContexts.delete(context));
  context.on('page', (page) => {
    const pending = new Set<Request>();
    const errors: string[] = [];
    inFlight.set(page, pending);
    pageErrors.set(page, errors);
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('console', (message) => {
      log.push(`[${message.type()}] ${page.url()}: ${message.text()}`);
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      log.push(`[pageerror] ${page.url()}: ${error.message}`);
      errors.push(`page error: ${error.message}`);
    });
  });
}

/** Resolves after the page's next two frames: what a handler or the render it caused starts has started. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Resolves once every island has a state, no request of the page is under way (a request the answer of
 * another starts is seen: the check is made again after two frames) and what arrived is painted. For pages
 * of contexts from openContext/openPage. Replaces a fixed wait for the network to be idle.
 */
export async function waitForQuiet(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('waitForQuiet: the page was not opened through openContext');
  await waitForIslands(page);
  // A plain poll, not expect.poll: tests running concurrently may call this (expect.poll needs the test's
  // own expect there).
  const deadline = Date.now() + 30_000;
  for (;;) {
    while (pending.size > 0) {
      if (Date.now() > deadline) {
        const urls = [...pending].map((request) => request.url());
        throw new Error(`waitForQuiet: requests still under way after 30 s: ${urls.join(', ')}`);
      }
      await new Promise((wake) => setTimeout(wake, 50));
    }
    await twoFrames(page);
    if (pending.size === 0) return;
  }
}

/**
 * Resolves once the page's idle work is done: the bundle's `storefront:idle` mark (docs/page/events.md), set
 * after the tabs are connected and the vitals observers run, where the page asks for them.
 */
export async function waitForIdleWork(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('storefront:idle', 'mark').length > 0);
}

/**
 * Init script: the page notes the URL of every XHR and fetch it starts, when it starts it (synchronously,
 * unlike the browser's request events). Read with requestStarts().
 */
export function recordRequestStarts() {
  const started: string[] = [];
  Object.assign(window, { __requestStarts: started });
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    started.push(String(args[1]));
    return open.apply(this, args);
  } as typeof open;
  const fetch = window.fetch;
  window.fetch = (input, init) => {
    started.push(input instanceof Request ? input.url : String(input));
    return fetch(input, init);
  };
}

export const requestStarts = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __requestStarts: string[] }).__requestStarts]);

/** Resolves once the page's finite animations and transitions have finished (fade-ins, slide-ins). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The console and page errors the page printed since its previous check (and forgets them). */
export function takePrintedErrors(page: Page): string[] {
  const errors = pageErrors.get(page);
  if (!errors) throw new Error('the page was not opened through openContext');
  return errors.splice(0);
}

/**
 * What is wrong with a page a sweep visits: no island at all, an island not `ready` (unless its state is
 * in `expected`, by widget name), or a console or page error printed since the page's previous check.
 * Each line starts with `label`. For pages of contexts from openContext/openPage.
 */
export async function pageProblems(
  page: Page,
  label: string,
  expected: Record<string, string> = {},
): Promise<string[]> {
  const islands = await page.$$eval('[data-widget]', (els) =>
    els.map((el) => ({
      widget: el.getAttribute('data-widget') ?? '',
      state: el.getAttribute('data-widget-state') ?? '',
    })),
  );
  const problems: string[] = [];
  if (islands.length === 0) problems.push('no island on the page');
  for (const { widget, state } of islands)
    if (state !== (expected[widget] ?? 'ready')) problems.push(`${widget} is ${state || 'without a state'}`);
  problems.push(...takePrintedErrors(page));
  return problems.map((problem) => `${label}: ${problem}`);
}

/**
 * After a failed test: a screenshot of every page it left open and what those pages printed, in
 * test-results/<file>/<test>/ (setup-e2e.ts calls it). The contexts stay open: a context a file's tests
 * share (opened in beforeAll) is still theirs.
 */
export async function saveFailureArtifacts(file: string, test: string): Promise<void> {
  const safe = (name: string) => name.replace(/[^\w.-]+/g, '-').slice(0, 120);
  const dir = resolve(import.meta.dirname, '../../test-results', safe(file), safe(test));
  mkdirSync(dir, { recursive: true });
  let n = 0;
  for (const [context, log] of openContexts) {
    for (const page of context.pages()) {
      n += 1;
      await page.screenshot({ path: resolve(dir, `page-${n}.png`), fullPage: true }).catch(() => {});
    }
    writeFileSync(resolve(dir, `console-${n}.txt`), `${log.join('\n')}\n`);
  }
}

/** Closes every context still open (setup-e2e.ts, after each file): nothing a file left keeps running. */
export async function closeOpenContexts(): Promise<void> {
  await Promise.all([...openContexts.keys()].map((context) => context.close().catch(() => undefined)));
}

/**
 * A fresh browser context with its own mock-store session, as a member or a guest, at the suite's instant
 * (its pages' clock and its fake store's dates: docs/testing.md "The suite's clock").
 */
export async function openContext({ member = false, reducedMotion = false, browser }: OpenOptions = {}) {
  const context = await (browser ?? (await sharedBrowser())).newContext({
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  watch(context);
  const clock = { name: CLOCK_COOKIE, value: String(SUITE_NOW) };
  await context.addCookies(sessionCookies({ tool: 'e2e', member, extra: [clock], url: baseUrl() }));
  return context;
}

/**
 * Playwright's clock in the pages of `target` (time flows; `clock.fastForward(ms)` jumps it), installed at
 * the suite's instant, which the page's own clock script then leaves as it is.
 */
export async function installSuiteClock(target: BrowserContext | Page): Promise<void> {
  await target.clock.install({ time: SUITE_NOW });
}

export async function openPage(path: string, options: OpenOptions = {}): Promise<OpenedPage> {
  const context = await openContext(options);
  if (options.clock) await installSuiteClock(context);
  const page = await context.newPage();
  const requests: Request[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!/^\/(?:cdn|preview-static|__player)\//.test(pathname) && request.resourceType() !== 'document')
      requests.push(request);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`${baseUrl()}${path}`);
  const count = (fragment: string) =>
    requests.filter((r) => new URL(r.url()).pathname.includes(fragment)).length;
  return { context, page, requests, consoleErrors, count };
}

/** Resolves once no island of the page is still mounting. */
export async function waitForIslands(page: Page, selector = '[data-widget]'): Promise<void> {
  await page.waitForFunction(islandsHaveState, selector);
}

/**
 * Keyboard reorder with a dnd-kit handle: Space lifts, ArrowDown moves one place, Space drops. Each step
 * waits for what a person perceives: the handle pressed (lifted), the screen reader's announcement of the
 * move (dnd-kit's live region), the handle released, and the rows' movement finished.
 */
export async function keyboardMoveDown(page: Page, handle: Locator): Promise<void> {
  const announced = () =>
    page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe('true');
  await twoFrames(page);
  const lifted = await announced();
  await page.keyboard.press('ArrowDown');
  await expect.poll(announced).not.toBe(lifted);
  await animationsFinished(page);
  await page.keyboard.press('Space');
  await expect.poll(() => handle.getAttribute('aria-pressed')).toBe(null);
  await animationsFinished(page);
}

/**
 * Holds every request of `context` whose path contains `fragment` until `release()`: `asked` resolves at the
 * first such request, so a test proves by order (asked, then released) rather than by the clock.
 */
export async function holdRequests(
  context: BrowserContext,
  fragment: string,
): Promise<{ asked: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  await context.route(
    (url) => url.pathname.includes(fragment),
    async (route) => {
      markAsked();
      await released;
      await route.continue();
    },
  );
  return { asked, release: () => release() };
}
