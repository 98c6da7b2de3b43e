import { existsSync } from 'node:fs';
import type { Browser as PlaywrightBrowser, Page as PlaywrightPage } from 'playwright-core';
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core';
import { inject } from 'vitest';
import { launchBrowser } from '../e2e/browser';
import { CLOCK_COOKIE, SUITE_NOW } from '../../src/mocks/suite-clock';
import { startWebKitDriver, type WebDriverSession, type WebKitDriver } from '../../scripts/webkit-driver.mjs';

// The three engines a shopper holds, behind one small interface, each driven by its own input: Chromium
// through playwright-core (DevTools protocol), Firefox through puppeteer-core (WebDriver BiDi: Debian has
// no geckodriver, and Playwright's BiDi channel stops at a command Firefox ESR lacks), WebKit through
// WebKitWebDriver (W3C WebDriver classic, MiniBrowser under Xvfb). A click, a key and a drag are the
// engine's own input events, never `element.click()` in page script.

export type EngineName = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface OpenOptions {
  member?: boolean;
  viewport?: { width: number; height: number };
}

/** A page in one engine. Functions given to `run` and `waitFor` are sent as source: no closures. */
export interface EnginePage {
  engine: EngineName;
  goto(path: string): Promise<void>;
  /** The browser's Back. */
  back(): Promise<void>;
  run<T>(fn: (arg: never) => T | Promise<T>, arg?: unknown): Promise<T>;
  /** Polls `fn(arg)` in the page until it returns true. */
  waitFor(fn: (arg: never) => boolean, arg?: unknown, what?: string): Promise<void>;
  /** A press of the primary button at the centre of the first element `selector` finds. */
  click(selector: string): Promise<void>;
  /** A key by its name: Escape, Enter, Tab, ArrowDown, ArrowUp, ArrowLeft, ArrowRight, Home, End. */
  press(key: string): Promise<void>;
  type(text: string): Promise<void>;
  /** The pointer pressed on `from`'s centre, moved in steps to `to`'s, released there. */
  drag(from: string, to: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  version: string;
  open(options?: OpenOptions): Promise<EnginePage>;
  /** Two tabs of one browsing session (cookies and storage shared); `close` of either closes both. */
  openTabs(options?: OpenOptions): Promise<[EnginePage, EnginePage]>;
  close(): Promise<void>;
}

export const baseUrl = () => inject('baseUrl');

let session = 0;
const cookiesFor = (member: boolean) => {
  // The suite's instant: the pages' clock and the fake store's dates (docs/testing.md "The suite's clock").
  const cookies = [
    { name: 'sf-mock-session', value: `engines-${process.pid}-${Date.now()}-${session++}` },
    { name: CLOCK_COOKIE, value: String(SUITE_NOW) },
  ];
  if (member)
    cookies.push(
      { name: 'uhashjp', value: 'h4sh-member' },
      { name: 'uhashen', value: 'h4sh-member' },
      { name: 'loginchecked', value: '1' },
    );
  return cookies;
};

const DEFAULT_VIEWPORT = { width: 1280, height: 900 };
const WAIT_MS = 30_000;

/** Polls `check` until it is true, for at most WAIT_MS. */
async function poll(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${WAIT_MS / 1000} s for ${what}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/** The centre of the first element `selector` finds, scrolled into view first, in viewport px. */
function centreOf(selector: string) {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`no element ${selector}`);
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

const STEPS = 10;

/** A mouse of playwright's or puppeteer's: the same three calls. */
interface Mouse {
  move(x: number, y: number): Promise<unknown>;
  down(): Promise<unknown>;
  up(): Promise<unknown>;
}

/** Presses on `from`'s centre, moves a step a frame to `to`'s, releases there. */
async function dragWith(
  mouse: Mouse,
  centre: (selector: string) => Promise<{ x: number; y: number }>,
  frame: () => Promise<unknown>,
  from: string,
  to: string,
) {
  const a = await centre(from);
  await mouse.move(a.x, a.y);
  await mouse.down();
  const b = await centre(to);
  for (let step = 1; step <= STEPS; step++) {
    await mouse.move(a.x + ((b.x - a.x) * step) / STEPS, a.y + ((b.y - a.y) * step) / STEPS);
    await frame();
  }
  await mouse.up();
}

/** Resolves after the page's next frame: a drag moves a step a frame, as a hand does. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function chromiumTabs(
  browser: PlaywrightBrowser,
  count: number,
  { member = false, viewport = DEFAULT_VIEWPORT }: OpenOptions,
): Promise<EnginePage[]> {
  const context = await browser.newContext({ viewport });
  await context.addCookies(cookiesFor(member).map((c) => ({ ...c, url: baseUrl() })));
  const pages: EnginePage[] = [];
  for (let i = 0; i < count; i++) {
    const page: PlaywrightPage = await context.newPage();
    pages.push({
      engine: 'chromium',
      goto: async (path) => void (await page.goto(`${baseUrl()}${path}`)),
      back: async () => void (await page.goBack({ waitUntil: 'commit' })),
      run: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
      waitFor: (fn, arg, what = String(fn)) =>
        poll(() => page.evaluate(fn as (arg: unknown) => boolean, arg), what),
      click: (selector) => page.click(selector),
      press: (key) => page.keyboard.press(key),
      type: (text) => page.keyboard.type(text),
      drag: (from, to) =>
        dragWith(
          page.mouse,
          (selector) => page.evaluate(centreOf, selector),
          () => page.evaluate(nextFrame),
          from,
          to,
        ),
      close: () => context.close(),
    });
  }
  return pages;
}

async function launchChromium(): Promise<Engine> {
  // With the back/forward cache, as a shopper's Chromium has it (the browser suite's is off by default).
  const browser: PlaywrightBrowser = await launchBrowser({ backForwardCache: true });
  return {
    name: 'chromium',
    version: browser.version(),
    async open(options = {}) {
      const [page] = await chromiumTabs(browser, 1, options);
      return page as EnginePage;
    },
    async openTabs(options = {}) {
      const [a, b] = await chromiumTabs(browser, 2, options);
      return [a as EnginePage, b as EnginePage];
    },
    close: () => browser.close(),
  };
}

async function firefoxTabs(
  browser: PuppeteerBrowser,
  count: number,
  { member = false, viewport = DEFAULT_VIEWPORT }: OpenOptions,
): Promise<EnginePage[]> {
  const context = await browser.createBrowserContext();
  const domain = new URL(baseUrl()).hostname;
  await context.setCookie(...cookiesFor(member).map((c) => ({ ...c, domain, path: '/' })));
  const pages: EnginePage[] = [];
  for (let i = 0; i < count; i++) {
    const page: PuppeteerPage = await context.newPage();
    await page.setViewport(viewport);
    pages.push({
      engine: 'firefox',
      goto: async (path) => void (await page.goto(`${baseUrl()}${path}`)),
      // Not awaited: puppeteer waits for a load event, which a page restored from the back/forward cache
      // never fires; the flows wait for the page they expect.
      back: async () => void page.goBack().catch(() => undefined),
      run: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
      waitFor: (fn, arg, what = String(fn)) =>
        poll(() => page.evaluate(fn as (arg: unknown) => boolean, arg), what),
      async click(selector) {
        const { x, y } = await page.evaluate(centreOf, selector);
        await page.mouse.click(x, y);
      },
      press: (key) => page.keyboard.press(key as Parameters<PuppeteerPage['keyboard']['press']>[0]),
      type: (text) => page.keyboard.type(text),
      drag: (from, to) =>
        dragWith(
          page.mouse,
          (selector) => page.evaluate(centreOf, selector),
          () => page.evaluate(nextFrame),
          from,
          to,
        ),
      close: () => context.close(),
    });
  }
  return pages;
}

async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX))
    throw new Error(`Firefox is missing: run "sudo apt-get install firefox-esr" (or set FIREFOX_PATH).`);
  const { default: puppeteer } = await import('puppeteer-core');
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
  });
  const version = (await browser.version()).replace(/^firefox\//i, '');
  return {
    name: 'firefox',
    version,
    async open(options = {}) {
      const [page] = await firefoxTabs(browser, 1, options);
      return page as EnginePage;
    },
    async openTabs(options = {}) {
      const [a, b] = await firefoxTabs(browser, 2, options);
      return [a as EnginePage, b as EnginePage];
    },
    close: () => browser.close(),
  };
}

/** WebDriver's codes of the keys the flows press. */
const KEYS: Record<string, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  Tab: '\uE004',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  Backspace: '\uE003',
  End: '\uE010',
  Space: ' ',
};

const keyActions = (values: string[]) => [
  {
    type: 'key',
    id: 'keyboard',
    actions: values.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]),
  },
];

/** Tabs of one WebDriver session: each switches to its own window before its commands. */
async function webkitTabs(
  driver: WebKitDriver,
  count: number,
  { member = false, viewport = DEFAULT_VIEWPORT }: OpenOptions,
): Promise<EnginePage[]> {
  const wd: WebDriverSession = await driver.newSession();
  await wd.send('POST', '/window/rect', { width: viewport.width, height: viewport.height });
  // Cookies are set on a page of the origin.
  await wd.send('POST', '/url', { url: `${baseUrl()}/preview-static/store.css` });
  for (const cookie of cookiesFor(member))
    await wd.send('POST', '/cookie', { cookie: { ...cookie, path: '/' } });
  const handles = [await wd.send<string>('GET', '/window')];
  for (let i = 1; i < count; i++)
    handles.push((await wd.send<{ handle: string }>('POST', '/window/new', { type: 'tab' })).handle);
  let current = handles[0];
  let closed = false;
  return handles.map((handle) => {
    /** One command at a time in the session, in this tab's window. */
    const inTab = async <T>(command: () => Promise<T>): Promise<T> => {
      if (current !== handle) {
        await wd.send('POST', '/window', { handle });
        current = handle;
      }
      return command();
    };
    const run = <T>(fn: unknown, arg?: unknown) => inTab(() => wd.run<T>(String(fn), arg));
    const pointer = (moves: unknown[]) => ({
      type: 'pointer',
      id: 'mouse',
      parameters: { pointerType: 'mouse' },
      actions: moves,
    });
    return {
      engine: 'webkit' as const,
      goto: (path: string) =>
        inTab(async () => void (await wd.send('POST', '/url', { url: `${baseUrl()}${path}` }))),
      back: () => inTab(async () => void (await wd.send('POST', '/back'))),
      run: (fn, arg) => run(fn, arg),
      waitFor: (fn, arg, what = String(fn)) => poll(() => run<boolean>(fn, arg), what),
      async click(selector: string) {
        const { x, y } = await run<{ x: number; y: number }>(centreOf, selector);
        await inTab(() =>
          wd.actions([
            pointer([
              { type: 'pointerMove', x, y, origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ]),
          ]),
        );
      },
      press: (key: string) => inTab(() => wd.actions(keyActions([KEYS[key] ?? key]))),
      type: (text: string) => inTab(() => wd.actions(keyActions([...text]))),
      async drag(from: string, to: string) {
        const a = await run<{ x: number; y: number }>(centreOf, from);
        const b = await run<{ x: number; y: number }>(centreOf, to);
        const steps = Array.from({ length: STEPS }, (_, i) => ({
          type: 'pointerMove',
          duration: 30,
          origin: 'viewport',
          x: Math.round(a.x + ((b.x - a.x) * (i + 1)) / STEPS),
          y: Math.round(a.y + ((b.y - a.y) * (i + 1)) / STEPS),
        }));
        await inTab(() =>
          wd.actions([
            pointer([
              { type: 'pointerMove', x: a.x, y: a.y, origin: 'viewport' },
              { type: 'pointerDown', button: 0 },
              ...steps,
              { type: 'pointerUp', button: 0 },
            ]),
          ]),
        );
      },
      async close() {
        if (closed) return;
        closed = true;
        await wd.close();
      },
    } satisfies EnginePage;
  });
}

async function launchWebKit(): Promise<Engine> {
  const driver: WebKitDriver = await startWebKitDriver();
  const probe = await driver.newSession();
  const version = probe.version;
  await probe.close();
  return {
    name: 'webkit',
    version,
    async open(options = {}) {
      const [page] = await webkitTabs(driver, 1, options);
      return page as EnginePage;
    },
    async openTabs(options = {}) {
      const [a, b] = await webkitTabs(driver, 2, options);
      return [a as EnginePage, b as EnginePage];
    },
    async close() {
      driver.stop();
    },
  };
}

export function launchEngine(name: EngineName): Promise<Engine> {
  if (name === 'chromium') return launchChromium();
  if (name === 'firefox') return launchFirefox();
  return launchWebKit();
}
