// The three engines a shopper holds, behind one small interface, each driven by its own input: Chromium
// through playwright-core (DevTools protocol), Firefox through puppeteer-core (WebDriver BiDi: Debian has
// no geckodriver, and Playwright's BiDi channel stops at a command Firefox ESR lacks), WebKit through
// WebKitWebDriver (W3C WebDriver classic, MiniBrowser under Xvfb). A click, a key and a drag are the
// engine's own input events, never `element.click()` in page script. Used by the cross-engine suite
// (test/engines/) and `npm run bench:engines`.
import { existsSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { sessionCookies } from './session.mjs';
import { startWebKitDriver } from './webkit-driver.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };
const WAIT_MS = 30_000;
const STEPS = 10;

/** Polls `check` until it is true, for at most `waitMs`. */
async function poll(check, what, waitMs = WAIT_MS) {
  const deadline = Date.now() + waitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${waitMs / 1000} s for ${what}`);
    await new Promise((wake) => setTimeout(wake, 50));
  }
}

/**
 * In the page: the centre of the first element `selector` finds, in viewport px, once it is in the page,
 * scrolled into view, its box the same in two frames running and, for a click (`uncovered`), nothing else on
 * top of it there (Playwright's actionability checks, which Chromium's clicks get from playwright): a control
 * may come with data after its island's state (a card's Sample button), and a click sent to a point must not
 * land on what a late font or image moved there meanwhile. A drag's ends are points, which may be marks drawn
 * over what they mark.
 */
async function pointerPoint({ selector, uncovered }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const topmost = (x, y) => {
    let hit = document.elementFromPoint(x, y);
    for (let inner = hit?.shadowRoot?.elementFromPoint(x, y); inner && inner !== hit;) {
      hit = inner;
      inner = hit.shadowRoot?.elementFromPoint(x, y);
    }
    return hit;
  };
  let element = null;
  let before = '';
  // A bound for a page that never shows it or never holds still, far inside the command's time (60 frames a
  // second).
  for (let frames = 0; frames < 600; frames++) {
    if (!element?.isConnected) {
      element = document.querySelector(selector);
      element?.scrollIntoView({ block: 'center', inline: 'center' });
      before = '';
    }
    await frame();
    if (!element) continue;
    const box = element.getBoundingClientRect();
    const at = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
    const now = [box.left, box.top, box.width, box.height].join();
    const hit = uncovered ? topmost(at.x, at.y) : null;
    if (now === before && (!uncovered || (hit && element.contains(hit)))) return at;
    before = now;
  }
  if (!element) throw new Error(`no element ${selector}`);
  throw new Error(`${selector} never held still${uncovered ? ', uncovered,' : ''} under the pointer`);
}

/** In the page: resolves after the next frame (a drag moves a step a frame, as a hand does). */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/** Presses on `from`'s centre, moves a step a frame to `to`'s, releases there (playwright's or puppeteer's mouse). */
async function dragWith(mouse, evaluate, from, to) {
  const a = await evaluate(pointerPoint, { selector: from });
  await mouse.move(a.x, a.y);
  await mouse.down();
  const b = await evaluate(pointerPoint, { selector: to });
  for (let step = 1; step <= STEPS; step++) {
    await mouse.move(a.x + ((b.x - a.x) * step) / STEPS, a.y + ((b.y - a.y) * step) / STEPS);
    await evaluate(nextFrame);
  }
  await mouse.up();
}

/** The page calls playwright's and puppeteer's pages share. */
function scriptedPage(engine, base, page, { back, click, press, close }) {
  const evaluate = (fn, arg) => page.evaluate(fn, arg);
  return {
    engine,
    goto: async (path) => void (await page.goto(`${base}${path}`)),
    back,
    run: evaluate,
    waitFor: (fn, arg, what = String(fn), waitMs) => poll(() => evaluate(fn, arg), what, waitMs),
    click,
    press,
    type: (text) => page.keyboard.type(text),
    drag: (from, to) => dragWith(page.mouse, evaluate, from, to),
    close,
  };
}

async function chromiumEngine({ base, cookies }) {
  // With the back/forward cache, as a shopper's Chromium has it.
  const browser = await launchChromium({ backForwardCache: true });
  const tabs = async (count, { member = false, viewport = DEFAULT_VIEWPORT }) => {
    const context = await browser.newContext({ viewport });
    await context.addCookies(cookies(member).map((cookie) => ({ ...cookie, url: base })));
    const pages = [];
    for (let i = 0; i < count; i++) {
      const page = await context.newPage();
      pages.push(
        scriptedPage('chromium', base, page, {
          back: async () => void (await page.goBack({ waitUntil: 'commit' })),
          click: (selector) => page.click(selector),
          press: (key) => page.keyboard.press(key),
          close: () => context.close(),
        }),
      );
    }
    return pages;
  };
  return { name: 'chromium', version: browser.version(), tabs, close: () => browser.close() };
}

async function firefoxEngine({ base, cookies }) {
  if (!existsSync(FIREFOX))
    throw new Error('Firefox is missing: run "sudo apt-get install firefox-esr" (or set FIREFOX_PATH).');
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  const domain = new URL(base).hostname;
  const tabs = async (count, { member = false, viewport = DEFAULT_VIEWPORT }) => {
    const context = await browser.createBrowserContext();
    await context.setCookie(...cookies(member).map((cookie) => ({ ...cookie, domain, path: '/' })));
    const pages = [];
    for (let i = 0; i < count; i++) {
      const page = await context.newPage();
      await page.setViewport(viewport);
      pages.push(
        scriptedPage('firefox', base, page, {
          // Not awaited: puppeteer waits for a load event, which a page restored from the back/forward
          // cache never fires; the flows wait for the page they expect.
          back: async () => void page.goBack().catch(() => undefined),
          async click(selector) {
            const { x, y } = await page.evaluate(pointerPoint, { selector, uncovered: true });
            await page.mouse.click(x, y);
          },
          press: (key) => page.keyboard.press(key),
          close: () => context.close(),
        }),
      );
    }
    return pages;
  };
  const version = (await browser.version()).replace(/^firefox\//i, '');
  return { name: 'firefox', version, tabs, close: () => browser.close() };
}

/** WebDriver's codes of the keys the flows press. */
const KEYS = {
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

const keyActions = (values) => [
  {
    type: 'key',
    id: 'keyboard',
    actions: values.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]),
  },
];

const pointer = (moves) => ({
  type: 'pointer',
  id: 'mouse',
  parameters: { pointerType: 'mouse' },
  actions: moves,
});

async function webkitEngine({ base, cookies }) {
  const driver = await startWebKitDriver();
  // The first session tells the version and then serves the first tab group: a MiniBrowser start less.
  let spare = await driver.newSession();
  const version = spare.version;
  /** Tabs of one WebDriver session: each switches to its own window before its commands. */
  const tabs = async (count, { member = false, viewport = DEFAULT_VIEWPORT }) => {
    const wd = spare ?? (await driver.newSession());
    spare = undefined;
    await wd.send('POST', '/window/rect', { width: viewport.width, height: viewport.height });
    // Cookies are set on a page of the origin.
    await wd.send('POST', '/url', { url: `${base}/preview-static/store.css` });
    for (const cookie of cookies(member))
      await wd.send('POST', '/cookie', { cookie: { ...cookie, path: '/' } });
    const handles = [await wd.send('GET', '/window')];
    for (let i = 1; i < count; i++)
      handles.push((await wd.send('POST', '/window/new', { type: 'tab' })).handle);
    let current = handles[0];
    let closed = false;
    return handles.map((handle) => {
      /** One command at a time in the session, in this tab's window. */
      const inTab = async (command) => {
        if (current !== handle) {
          await wd.send('POST', '/window', { handle });
          current = handle;
        }
        return command();
      };
      const run = (fn, arg) => inTab(() => wd.run(String(fn), arg));
      return {
        engine: 'webkit',
        goto: (path) => inTab(async () => void (await wd.send('POST', '/url', { url: `${base}${path}` }))),
        back: () => inTab(async () => void (await wd.send('POST', '/back'))),
        run,
        waitFor: (fn, arg, what = String(fn), waitMs) => poll(() => run(fn, arg), what, waitMs),
        async click(selector) {
          const { x, y } = await run(pointerPoint, { selector, uncovered: true });
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
        press: (key) => inTab(() => wd.actions(keyActions([KEYS[key] ?? key]))),
        type: (text) => inTab(() => wd.actions(keyActions([...text]))),
        async drag(from, to) {
          const a = await run(pointerPoint, { selector: from });
          const b = await run(pointerPoint, { selector: to });
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
      };
    });
  };
  const close = async () => {
    await spare?.close();
    await driver.stop();
  };
  return { name: 'webkit', version, tabs, close };
}

const launchers = { chromium: chromiumEngine, firefox: firefoxEngine, webkit: webkitEngine };

/**
 * Launches one engine for pages of `base`, each tab group a fresh fake-store session (`tool` names it,
 * `extraCookies` joins its cookies: the suites' clock).
 */
export async function launchEngine(name, { base, tool = name, extraCookies = [] }) {
  const launch = launchers[name];
  if (!launch) throw new Error(`no engine ${name} (known: ${ENGINES.join(', ')})`);
  const cookies = (member) => sessionCookies({ tool, member, extra: extraCookies });
  const engine = await launch({ base, cookies });
  return {
    name: engine.name,
    version: engine.version,
    open: async (options = {}) => (await engine.tabs(1, options))[0],
    openTabs: (options = {}) => engine.tabs(2, options),
    close: engine.close,
  };
}
