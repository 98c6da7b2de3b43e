import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

// playwright-core driving Debian's Chromium (stack-notes "Browser"): no browser download, ever.

/** `backForwardCache`: keep Chromium's back/forward cache, which playwright switches off by default. */
export function launchBrowser({ backForwardCache = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  });
}

export const baseUrl = () => inject('baseUrl');

let sessionCounter = 0;

export interface OpenOptions {
  member?: boolean;
  /** Also collect console errors and ga reports. */
  reducedMotion?: boolean;
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

/** A fresh browser context with its own mock-store session, as a member or a guest. */
/** Every context a test opened and has not closed, with what its pages printed (for failure artifacts). */
const openContexts = new Map<BrowserContext, string[]>();

function watch(context: BrowserContext): void {
  const log: string[] = [];
  openContexts.set(context, log);
  context.on('close', () => openContexts.delete(context));
  context.on('page', (page) => {
    page.on('console', (message) => log.push(`[${message.type()}] ${page.url()}: ${message.text()}`));
    page.on('pageerror', (error) => log.push(`[pageerror] ${page.url()}: ${error.message}`));
  });
}

/**
 * After a failed test: a screenshot of every page it left open and what those pages printed, in
 * test-results/<file>/<test>/ (setup-e2e.ts calls it). The contexts are closed afterwards.
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
    await context.close().catch(() => {});
  }
}

export async function openContext(
  browser: Browser,
  { member = false, reducedMotion = false }: OpenOptions = {},
) {
  const context = await browser.newContext({ reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  watch(context);
  const url = baseUrl();
  const session = `e2e-${process.pid}-${Date.now()}-${sessionCounter++}`;
  const cookies = [{ name: 'sf-mock-session', value: session, url }];
  if (member) {
    cookies.push(
      { name: 'uhashjp', value: 'h4sh-member', url },
      { name: 'uhashen', value: 'h4sh-member', url },
      { name: 'loginchecked', value: '1', url },
    );
  }
  await context.addCookies(cookies);
  return context;
}

export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await openContext(browser, options);
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
  await page.waitForFunction(
    (sel) => Array.from(document.querySelectorAll(sel)).every((el) => el.hasAttribute('data-widget-state')),
    selector,
  );
}

/**
 * Keyboard reorder with a dnd-kit handle: Space lifts, ArrowDown moves one place, Space drops. dnd-kit
 * measures the rows after the lift and animates the move, so each step settles as a person's would.
 */
export async function keyboardMoveDown(page: Page, handle: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
}
