import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { gallerySvg } from '../../preview/gallery-images';
import { mockHosts } from '../../preview/mock-middleware';
import { RELEASE_FILE, type ReleaseFile } from '../../scripts/release-file';
import { baseUrl, openContext, pageProblems, waitForIslands, waitForQuiet } from './browser';
import { movedBoxes, recordBoxes } from './boxes';

// The quick start's complete pages (docs/page/quick-start.md "A complete list page", "A complete work
// page"), served exactly as the docs write them, with their Content-Security-Policy header and their copy of
// docs/page/host-reserve.css: only the placeholders are filled, from the build's release.json (integrity,
// the family's preload hints), and the example hosts are this server's. Every island is ready, nothing
// moves, nothing is refused.

const ROOT = resolve(import.meta.dirname, '../..');
const release = JSON.parse(readFileSync(join(ROOT, 'dist', RELEASE_FILE), 'utf8')) as ReleaseFile;

/** The first fenced block of `language` after `## heading` in the quick start. */
function block(heading: string, language: string): string {
  const text = readFileSync(join(ROOT, 'docs/page/quick-start.md'), 'utf8');
  const section = text.slice(text.indexOf(`## ${heading}\n`));
  const found = new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(section)?.[1];
  if (!found) throw new Error(`no ${language} block under "${heading}"`);
  return found;
}

/** The docs' example hosts, as this server answers them. */
function hostsOf(base: string): [string, string][] {
  const mock = mockHosts(base);
  return [
    ['https://cdn.example.com/storefront/', `${base}/cdn/storefront/`],
    ['https://cdn.example.com', base],
    ['https://play.example.com/', `${base}/__player/`],
    ['https://community.example.com', mock.community],
    ['https://preview.example.com', mock.previewEmbed],
    ['https://samples.example.com/embed/jsonp', mock.sampleEmbed],
    ['https://samples.example.com', base],
  ];
}

function served(base: string, heading: string, family: 'list' | 'work'): { html: string; csp: string } {
  let html = block(heading, 'html');
  const hint = /<link\s+rel="modulepreload"[\s\S]*?\/>/.exec(html)?.[0];
  if (!hint) throw new Error('the page has no preload hint line');
  html = html
    .replace(
      hint,
      release.preload[family]
        .map(({ file, integrity }) => hint.replace('sha384-FILE', integrity).replace('FILE', file))
        .join('\n'),
    )
    .replace('sha384-ENTRY', release.integrity);
  let csp = block(heading, 'http').replace(/^Content-Security-Policy:\s*/, '');
  for (const [example, here] of hostsOf(base)) {
    html = html.split(example).join(here);
    csp = csp.split(example).join(new URL(here).origin);
  }
  return { html, csp };
}

/** Serves the page at `path` with its CSP, as a member; every island ready, the page's refusals recorded. */
async function open(heading: string, family: 'list' | 'work', path: string) {
  const base = baseUrl();
  const { html, csp } = served(base, heading, family);
  expect(html).not.toMatch(/example\.com|sha384-(ENTRY|FILE)/);
  const context = await openContext({ member: true });
  await context.route(`${base}${path}`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      headers: { 'content-security-policy': csp },
      body: html,
    }),
  );
  // The page's copy of the page reference's host CSS, as the quick start tells a host to serve it.
  await context.route(`${base}/css/host-reserve.css`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/css', path: join(ROOT, 'docs/page/host-reserve.css') }),
  );
  // The work page's images, at the size their attributes give (`/img/{id}_{n}.jpg`).
  await context.route(`${base}/img/**`, (route) => {
    const n = Number(/_(\d+)\.jpg$/.exec(route.request().url())?.[1] ?? 1);
    const [width, height] = n === 1 ? [800, 600] : [600, 800];
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: gallerySvg(width, height, n) ?? '',
    });
  });
  await context.addInitScript(recordBoxes);
  await context.addInitScript(() => {
    const refused: string[] = [];
    Object.assign(window, { __refused: refused });
    document.addEventListener('securitypolicyviolation', (event) =>
      refused.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  await waitForIslands(page);
  await waitForQuiet(page);
  const states = await page.evaluate(() =>
    [...document.querySelectorAll('[data-widget]')].map(
      (island) => `${island.getAttribute('data-widget')} ${island.getAttribute('data-widget-state')}`,
    ),
  );
  const refused = await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused);
  return { context, page, states, refused };
}

describe('the quick start pages', () => {
  test('the complete list page: every island ready, no shift, nothing refused by its CSP', async () => {
    const { context, page, states, refused } = await open(
      'A complete list page',
      'list',
      '/quick-start/list.html',
    );
    expect(states).toEqual(Array.from({ length: 4 }, () => 'product-item ready'));
    expect(refused).toEqual([]);
    expect(await movedBoxes(page)).toEqual([]);
    await expect(pageProblems(page, 'quick start list page')).resolves.toEqual([]);
    await context.close();
  });

  test('the complete work page: every island ready, no shift, nothing refused by its CSP', async () => {
    const { context, page, states, refused } = await open(
      'A complete work page',
      'work',
      '/quick-start/work.html',
    );
    expect(states).toEqual([
      'work-gallery ready',
      'follow-button ready',
      'price-box ready',
      'community-links ready',
      'product-item ready',
      'product-item ready',
      'preview-player ready',
    ]);
    expect(refused).toEqual([]);
    // The gallery replaced the server's images; the player's frame is in.
    expect(await page.getByRole('button', { name: 'Next image' }).count()).toBe(1);
    expect(await page.locator('[data-widget="preview-player"] iframe').count()).toBe(1);
    expect(await movedBoxes(page)).toEqual([]);
    await expect(pageProblems(page, 'quick start work page')).resolves.toEqual([]);
    await context.close();
  });
});
