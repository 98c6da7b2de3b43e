import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { mockHosts } from '../../preview/mock-middleware';
import { RELEASE_FILE, type ReleaseFile } from '../../scripts/release-file';
import { baseUrl, openContext, pageProblems, sharedBrowser, waitForIslands, waitForQuiet } from './browser';
import { layoutShift, layoutShiftSources, recordLayoutShifts } from './fit';

// The quick start's complete list page (docs/page/quick-start.md "A complete list page"), served exactly as
// the docs write it, with its Content-Security-Policy header: only the placeholders are filled, from the
// build's release.json (integrity, preload hints), and the example hosts are this server's. Every island is
// ready, nothing moves, nothing is refused.

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

function served(base: string): { html: string; csp: string } {
  let html = block('A complete list page', 'html');
  const hint = /<link\s+rel="modulepreload"[\s\S]*?\/>/.exec(html)?.[0];
  if (!hint) throw new Error('the page has no preload hint line');
  html = html
    .replace(
      hint,
      release.preload.list
        .map(({ file, integrity }) => hint.replace('sha384-FILE', integrity).replace('FILE', file))
        .join('\n'),
    )
    .replace('sha384-ENTRY', release.integrity);
  let csp = block('A complete list page', 'http').replace(/^Content-Security-Policy:\s*/, '');
  for (const [example, here] of hostsOf(base)) {
    html = html.split(example).join(here);
    csp = csp.split(example).join(new URL(here).origin);
  }
  return { html, csp };
}

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

describe('the quick start pages', () => {
  test('the complete list page: every island ready, no shift, nothing refused by its CSP', async () => {
    const base = baseUrl();
    const { html, csp } = served(base);
    expect(html).not.toMatch(/example\.com|sha384-(ENTRY|FILE)/);
    const context = await openContext(browser, { member: true });
    await context.route(`${base}/quick-start/list.html`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers: { 'content-security-policy': csp },
        body: html,
      }),
    );
    await context.addInitScript(recordLayoutShifts);
    await context.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { __refused: refused });
      document.addEventListener('securitypolicyviolation', (event) =>
        refused.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const page = await context.newPage();
    await page.goto(`${base}/quick-start/list.html`);
    await waitForIslands(page);
    await waitForQuiet(page);
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('[data-widget]')].map((island) =>
        island.getAttribute('data-widget-state'),
      ),
    );
    expect(states).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
    const cls = await layoutShift(page);
    expect(cls, await layoutShiftSources(page)).toBe(0);
    await expect(pageProblems(page, 'quick start list page')).resolves.toEqual([]);
    await context.close();
  });
});
