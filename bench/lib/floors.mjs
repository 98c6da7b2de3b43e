// The floors the product is measured against: the cards' final markup captured from the product's own page,
// rendered by bare React (bench/floor.tsx) into one root, into a portal per island (the islands floor), or
// after one fetch of the same product info (the data-fetching floor).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from './common.mjs';
import { loadSettled, mountTime, openPage, waitReady } from './pages.mjs';

/** The final markup of every island, as [tag, props, ...children] trees React can render. */
export function captureCards() {
  const ATTR = {
    class: 'className',
    for: 'htmlFor',
    tabindex: 'tabIndex',
    readonly: 'readOnly',
    maxlength: 'maxLength',
    srcset: 'srcSet',
    crossorigin: 'crossOrigin',
    referrerpolicy: 'referrerPolicy',
    autocomplete: 'autoComplete',
    inputmode: 'inputMode',
  };
  const BOOLEAN = new Set(['disabled', 'hidden', 'checked', 'selected', 'readonly', 'required', 'open']);
  const camel = (name) => name.trim().replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  const convert = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const props = {};
    for (const attr of node.attributes) {
      if (attr.name === 'style') {
        props.style = Object.fromEntries(
          attr.value
            .split(';')
            .filter((d) => d.includes(':'))
            .map((d) => [camel(d.slice(0, d.indexOf(':'))), d.slice(d.indexOf(':') + 1).trim()]),
        );
      } else props[ATTR[attr.name] ?? attr.name] = BOOLEAN.has(attr.name) ? true : attr.value;
    }
    const children = [...node.childNodes].map(convert).filter((c) => c !== null);
    return [node.localName, Object.keys(props).length > 0 ? props : 0, ...children];
  };
  return {
    cards: [...document.querySelectorAll('[data-widget]')].map((island) =>
      [...island.childNodes].map(convert).filter((c) => c !== null),
    ),
    css: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.href),
    // The widgets' own styles travel in their chunks as constructed stylesheets (adopt-styles.ts).
    styles: document.adoptedStyleSheets.map((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
    ),
  };
}

/**
 * `portals`: the islands floor: the page holds empty islands, as a store page does, and bare React renders
 * one root with a portal per island (React then attaches its delegated listeners to every island, as any
 * React islands bundle must). Without it, the one-root floor: every card rendered into one container.
 */
export function floorHtml({ cards, css, styles = [], fetch: fetchUrl, portals = false }) {
  const templates = [];
  const index = new Map();
  const order = cards.map((trees) => {
    const key = JSON.stringify(trees);
    if (!index.has(key)) {
      index.set(key, templates.length);
      templates.push(trees);
    }
    return index.get(key);
  });
  const data = JSON.stringify({
    layout: '1column',
    templates,
    cards: order,
    fetch: fetchUrl,
    portals,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
${css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${styles.map((text) => `<style>${text.replace(/<\//g, '<\\/')}</style>`).join('\n')}
<script type="application/json" id="floor-data">${data}</script>
<script type="module" src="/cdn/bench/floor/floor.js"></script>
</head><body><header class="store-header"><a href="/">storefront-islands preview</a> · <span class="store-header__title">Floor</span></header>
<main class="store-main"><h1>Works</h1><div id="floor-root">${
    portals
      ? `<ul class="store-list store-list--1column">${order
          .map(
            () => '<li class="store-card"><div data-widget="product-item" data-layout="1column"></div></li>',
          )
          .join('')}</ul>`
      : ''
  }</div></main></body></html>`;
}

export async function timeLoad(url, floor) {
  const { context, page } = await openPage();
  if (floor)
    await page.route(
      (u) => u.pathname === '/bench-floor.html',
      (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: floor }),
    );
  await page.goto(url);
  await waitReady(page);
  const measured = await mountTime(page);
  await context.close();
  return measured;
}

export const FLOOR_LATENCY = 150;
/** Writes bench/dist/floor/data-floor.html: the captured cards of a 30-card page and the one request for their info. */
export async function writeDataFloor(path, contextOptions) {
  const { context, page } = await openPage({ contextOptions });
  await loadSettled(page, path);
  const captured = await page.evaluate(captureCards);
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('[data-widget="product-item"]')].map((el) =>
      el.getAttribute('data-product-id'),
    ),
  );
  await context.close();
  const info = `/maniax/product/info/ajax?product_id=${ids.map(encodeURIComponent).join(',')}&cdn_cache=3`;
  writeFileSync(resolve(ROOT, 'bench/dist/floor/data-floor.html'), floorHtml({ ...captured, fetch: info }));
  return '/cdn/bench/floor/data-floor.html';
}
