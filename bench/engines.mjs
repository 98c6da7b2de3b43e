// `npm run bench:engines`: the production build (dist/, build it first) in Chromium, Firefox ESR and
// WebKitGTK, each from Debian: the ms from the navigation's start until the islands on the first screen,
// then every island, have a state, on bench list pages of 30 and 1000 cards with the documented host CSS,
// as a member, on a 1280 x 900 window, no throttling. Read in the page by the preview's own recorder
// (`?times=1`, preview/host-script.ts), the same in every engine. Prints one JSON line per load and a
// table of medians.
//
// Environment: ENGINES_RUNS (loads per case, default 3), ENGINES_N (default 30,1000), ENGINES (default
// chromium,firefox,webkit), FIREFOX_PATH, CHROMIUM_PATH. WebKit needs a display: the npm script runs this
// under xvfb-run. WebKitGTK is WebKit, not iOS Safari on a phone: compare engines on this machine only.
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startWebKitDriver } from '../scripts/webkit-driver.mjs';
import { median } from './lib/common.mjs';
import { sessionCookies, startPreview } from './preview-server.mjs';

const RUNS = Number(process.env.ENGINES_RUNS ?? 3);
const SIZES = (process.env.ENGINES_N ?? '30,1000').split(',').map(Number);
const ENGINES = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',');
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const WINDOW = { width: 1280, height: 900 };
const CAP_MS = 120_000;

const { base, browser: chromium, close } = await startPreview();
const path = (n) => `/maniax/preview/bench.html?n=${n}&host=docs&times=1`;
const times = () => window.__previewTimes ?? null;
const done = () => window.__previewTimes?.readyMs != null;
const poll = async (check) => {
  const deadline = Date.now() + CAP_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the page did not settle');
    await new Promise((wake) => setTimeout(wake, 100));
  }
};

/** Per engine: `load(path)` in a fresh session, resolving with the page's times; `version`; `stop()`. */
const drivers = {
  async chromium() {
    return {
      version: chromium.version(),
      async load(target) {
        const context = await chromium.newContext({ viewport: WINDOW });
        await context.addCookies(sessionCookies(base, `engines-${Date.now()}`));
        const page = await context.newPage();
        await page.goto(`${base}${target}`);
        await poll(() => page.evaluate(done));
        const result = await page.evaluate(times);
        await context.close();
        return result;
      },
      stop: async () => {},
    };
  },
  async firefox() {
    if (!existsSync(FIREFOX)) throw new Error(`no Firefox at ${FIREFOX}: sudo apt-get install firefox-esr`);
    const firefox = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
    return {
      version: (await firefox.version()).replace(/^firefox\//i, ''),
      async load(target) {
        const context = await firefox.createBrowserContext();
        const domain = new URL(base).hostname;
        await context.setCookie(
          ...sessionCookies(base, `engines-${Date.now()}`).map(({ name, value }) => ({
            name,
            value,
            domain,
            path: '/',
          })),
        );
        const page = await context.newPage();
        await page.setViewport(WINDOW);
        await page.goto(`${base}${target}`);
        await poll(() => page.evaluate(done));
        const result = await page.evaluate(times);
        await context.close();
        return result;
      },
      stop: () => firefox.close(),
    };
  },
  async webkit() {
    const driver = await startWebKitDriver();
    const probe = await driver.newSession();
    const version = probe.version;
    await probe.close();
    return {
      version: `WebKitGTK ${version}`,
      async load(target) {
        const session = await driver.newSession();
        await session.send('POST', '/window/rect', WINDOW);
        await session.send('POST', '/url', { url: `${base}/preview-static/store.css` });
        for (const { name, value } of sessionCookies(base, `engines-${Date.now()}`))
          await session.send('POST', '/cookie', { cookie: { name, value, path: '/' } });
        await session.send('POST', '/url', { url: `${base}${target}` });
        await poll(() => session.run(String(done)));
        const result = await session.run(String(times));
        await session.close();
        return result;
      },
      stop: async () => driver.stop(),
    };
  },
};

const rows = [];
try {
  for (const name of ENGINES) {
    const engine = await drivers[name]();
    for (const n of SIZES) {
      const loads = [];
      // One load first, not counted: the engine's caches and the server's first answers.
      await engine.load(path(n));
      for (let run = 0; run < RUNS; run++) {
        const measured = await engine.load(path(n));
        console.log(JSON.stringify({ engine: name, version: engine.version, n, ...measured }));
        loads.push(measured);
      }
      rows.push({
        engine: name,
        version: engine.version,
        n,
        onScreenMs: Math.round(median(loads.map((l) => l.onScreenMs))),
        readyMs: Math.round(median(loads.map((l) => l.readyMs))),
      });
    }
    await engine.stop();
  }
} finally {
  await close();
}
console.log('\n| engine | version | cards | first screen ready, ms | every island ready, ms |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows)
  console.log(`| ${row.engine} | ${row.version} | ${row.n} | ${row.onScreenMs} | ${row.readyMs} |`);
