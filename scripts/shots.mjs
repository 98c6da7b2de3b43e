// `npm run shots`: a contact sheet of the workshop. Builds the static workshop, opens every story in
// Debian's Chromium at 375 and 1280 px, and writes one page (test-results/shots/index.html) with every
// picture grouped by widget, listing first the stories whose picture changed since the previous run on this
// machine. `--no-build` reuses storybook-static/ as it is; `--only price-box` shoots the stories whose id
// contains the text.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { islandsHaveState, launchChromium, serveFolder } from './harness/index.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const STATIC = join(ROOT, 'storybook-static');
const OUT = join(ROOT, 'test-results', 'shots');
const WIDTHS = [375, 1280];
/** Pages shot side by side (the CI machine has 2 cores). */
const PARALLEL = 3;
/** How long a story may take to run to its end (its play included) before the picture is taken anyway. */
const SETTLE_MS = 15_000;
/** How long a story may take to get quiet (no request under way, its pictures in) once its islands are. */
const QUIET_MS = 2000;

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

if (!process.argv.includes('--no-build'))
  execSync('npm run build-storybook', { cwd: ROOT, stdio: 'inherit' });
if (!existsSync(join(STATIC, 'index.json')))
  throw new Error('No storybook-static/index.json: build the workshop');
mkdirSync(OUT, { recursive: true });

const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8'));
// `--only <text>`: the stories whose id contains it (one widget, one story).
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : '';
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.id.includes(only ?? ''),
);
const manifestFile = join(OUT, 'manifest.json');
const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};

const server = await serveFolder(STATIC, '/workshop/');
const browser = await launchChromium();

/**
 * Waits until the story has run to its end (its islands in their state, its `play` done, its checks run: the
 * preview's render phase `completed`), so the picture is of the state the story is named after.
 */
async function settle(page) {
  await page.waitForFunction(islandsHaveState, null, { timeout: SETTLE_MS }).catch(() => {});
  await page
    .waitForFunction(
      () => {
        const phase = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
        return ['completed', 'finished', 'errored', 'aborted'].includes(phase);
      },
      undefined,
      { timeout: SETTLE_MS },
    )
    .catch(() => {});
  // Pictures and fonts in: the same story gives the same picture on the next run. A story whose calls are
  // held open never gets quiet, so each wait has its limit.
  await page.waitForLoadState('networkidle', { timeout: QUIET_MS }).catch(() => {});
  await page.evaluate(async (limit) => {
    const pictures = Promise.all([
      document.fonts.ready,
      ...[...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))),
    ]);
    await Promise.race([pictures, new Promise((resolve) => setTimeout(resolve, limit))]);
  }, QUIET_MS);
}

const jobs = stories.flatMap((story) => WIDTHS.map((width) => ({ story, width })));
const shots = {};
const failures = [];
async function worker() {
  // A context per worker: pages of one context take the focus from each other, and a focus ring drawn or
  // not changes a picture.
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (let job = jobs.shift(); job; job = jobs.shift()) {
    const { story, width } = job;
    const file = `${story.id}@${width}.png`;
    try {
      await page.setViewportSize({ width, height: 900 });
      // Not the load event: a story whose calls are held open never fires it.
      await page.goto(`${server.url}iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`, {
        waitUntil: 'domcontentloaded',
      });
      await settle(page);
      // Transitions and animations at their end: a picture never catches a fade half-way.
      const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
      writeFileSync(join(OUT, file), png);
      shots[file] = createHash('sha1').update(png).digest('hex');
    } catch (error) {
      failures.push(`${story.id} at ${width} px: ${error.message.split('\n')[0]}`);
    }
  }
  await context.close();
}
await Promise.all(Array.from({ length: PARALLEL }, worker));
await browser.close();
await server.close();

const changed = stories.filter((story) =>
  WIDTHS.some((width) => {
    const file = `${story.id}@${width}.png`;
    return previous[file] !== undefined && shots[file] !== undefined && previous[file] !== shots[file];
  }),
);
const added = stories.filter((story) =>
  WIDTHS.every((width) => previous[`${story.id}@${width}.png`] === undefined),
);
// A story not shot this time (a failure, an interrupted run) keeps its last picture's mark.
writeFileSync(manifestFile, JSON.stringify({ ...previous, ...shots }, null, 1));

const byWidget = new Map();
for (const story of stories) byWidget.set(story.title, [...(byWidget.get(story.title) ?? []), story]);
const storyRow = (story) => `<section class="story" id="${escapeHtml(story.id)}">
<h3>${escapeHtml(story.name)}${changed.includes(story) ? ' <mark>changed</mark>' : ''}</h3>
<div class="pictures">${WIDTHS.map(
  (width) =>
    `<figure><img loading="lazy" src="${escapeHtml(`${story.id}@${width}.png`)}" alt="${escapeHtml(`${story.title}: ${story.name} at ${width} px`)}"><figcaption>${width} px</figcaption></figure>`,
).join('')}</div></section>`;
const list = (items) =>
  items.length === 0
    ? '<p>None.</p>'
    : `<ul>${items.map((s) => `<li><a href="#${escapeHtml(s.id)}">${escapeHtml(`${s.title}: ${s.name}`)}</a></li>`).join('')}</ul>`;
writeFileSync(
  join(OUT, 'index.html'),
  `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Workshop contact sheet</title>
<style>body{font:14px system-ui,sans-serif;margin:16px}figure{margin:0 12px 12px 0;display:inline-block;vertical-align:top}
img{border:1px solid #ccc;max-width:640px}.story{border-top:1px solid #eee}mark{background:#ffe08a}</style></head>
<body><h1>Workshop contact sheet</h1>
<p>${stories.length} stories at ${WIDTHS.join(' and ')} px, ${new Date().toISOString()}.</p>
<h2>Changed since the previous run</h2>${Object.keys(previous).length === 0 ? '<p>No previous run on this machine.</p>' : list(changed)}
${Object.keys(previous).length === 0 ? '' : `<h2>New stories</h2>${list(added)}`}
${failures.length === 0 ? '' : `<h2>Not shot</h2><ul>${failures.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`}
${[...byWidget].map(([widget, items]) => `<h2>${escapeHtml(widget)}</h2>${items.map(storyRow).join('\n')}`).join('\n')}
</body></html>
`,
);
console.log(
  `${stories.length} stories, ${Object.keys(shots).length} pictures in test-results/shots/index.html`,
);
console.log(`changed since the previous run: ${changed.length}${changed.map((s) => `\n  ${s.id}`).join('')}`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
