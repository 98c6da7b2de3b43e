import type { FakeStore } from '../src/mocks/fake-store.ts';
import { renderMypagePage } from './mypage-pages.ts';
import { esc, scriptJson } from './html.ts';
import { mockHosts } from './mock-middleware.ts';
import productsJson from '../fixtures/products.json' with { type: 'json' };
import { renderWorkPage } from './work-pages.ts';
import { renderBenchPage } from './bench-pages.ts';
import { livePage } from './live-pages.ts';
import { hostScriptTag } from './host-script.ts';
import type { PageFamily, PreloadHint } from '../scripts/preload-hints.ts';

// Preview pages written like the store's server-rendered pages, at the real route shapes of spec 2.
// `?lang=en` switches the site language; the member/guest switch is the cookies set on the catalogue page.

export interface PageContext {
  /** The browsing session's fake store (pages that show server data render from it). */
  fake?: FakeStore;
  pathname: string;
  query: URLSearchParams;
  origin: string;
  /** Where the bundle's entry is: /src/main.ts on the dev server, the built dist/ entry otherwise. */
  entry: string;
  /** The entry's Subresource Integrity value (`?integrity=`, production build only): adds `integrity`. */
  integrity?: string;
  /** The request carries a member's cookies (the header's cart count is then the member's). */
  member?: boolean;
  /** Where the embed services (samples, previews, community) answer; the page's origin by default. */
  embedOrigin?: string;
  /** The release's preload hints of a page family (production build only), files relative to the entry's. */
  preload?: (family: PageFamily) => PreloadHint[];
}

interface Fixture {
  product_id: string;
  site_id: string;
  work_name: string;
}

const products = productsJson as Fixture[];

export const SITES = ['maniax', 'books'] as const;

export function pageConfig(ctx: PageContext, site: string, layout?: string) {
  const lang = ctx.query.get('lang') === 'en' ? 'en' : 'jp';
  // Browser tests shorten the hidden time after which a shown tab reloads the member's lists.
  const refreshAfterHiddenMs = Number(ctx.query.get('refreshAfterHiddenMs') ?? NaN);
  return {
    site,
    lang,
    ...(layout ? { layout } : {}),
    ...(Number.isFinite(refreshAfterHiddenMs) ? { refreshAfterHiddenMs } : {}),
    hosts: {
      store: ctx.origin,
      player: `${ctx.origin}/__player/`,
      ...mockHosts(ctx.embedOrigin ?? ctx.origin),
    },
  };
}

/** With integrity the fetch must be CORS without credentials, as a CDN-hosted entry's is (crossorigin). */
function integrityAttributes(ctx: PageContext): string {
  return ctx.integrity ? ` integrity="${esc(ctx.integrity)}" crossorigin="anonymous"` : '';
}

/**
 * The host's preload hints of the page's family (docs/page-contract.md "Releasing"), after the entry: the
 * same CORS mode and credentials as the entry's script, or the browser could not use what it preloaded; a
 * lower priority than the entry's, which sends the page's data requests, so that on a slow link the
 * entry is not slowed as much by the chunks that share it (phone profile, work page: the entry arrived at
 * 1281 ms beside hints of the default priority, 898 ms beside low ones, 753 ms without hints).
 */
function preloadLinks(ctx: PageContext, family: PageFamily | undefined): string {
  if (!family || !ctx.preload) return '';
  const base = ctx.entry.slice(0, ctx.entry.lastIndexOf('/') + 1);
  // `?hints=high`: the default priority, for comparing (on one HTTP/1.1 host with a fast link, low hints
  // wait behind the entry's calls for a connection).
  const priority = ctx.query.get('hints') === 'high' ? '' : ' fetchpriority="low"';
  return ctx
    .preload(family)
    .map(
      ({ file, integrity }) =>
        `\n<link rel="modulepreload" href="${esc(base + file)}" integrity="${esc(integrity)}" crossorigin="anonymous"${priority}>`,
    )
    .join('');
}

/** The works in the member's cart, as the store's header would render them (none for a guest). */
function cartIds(ctx: PageContext, config: unknown): string {
  const site =
    typeof config === 'object' && config !== null ? (config as { site?: unknown }).site : undefined;
  if (!ctx.fake || !ctx.member || typeof site !== 'string') return '';
  return [...new Set(ctx.fake.status(site, true).cart.map((item) => item.product_id))].join(' ');
}

/**
 * The page's host CSS: the preview store's (`store.css`), with `?host=docs` only the rules the page
 * contract gives hosts (`host-reserve.css`), with `?host=none` none (a store that never read the contract).
 */
function hostCss(ctx: PageContext): string {
  const host = ctx.query.get('host');
  if (host === 'none') return '';
  const href = host === 'docs' ? '/preview-static/host-reserve.css' : '/preview-static/store.css';
  return `<link rel="stylesheet" href="${href}">\n`;
}

/** A store page: `family` names the preload hints its head carries (none for the preview's other pages). */
export function layoutPage(
  ctx: PageContext,
  title: string,
  config: unknown,
  body: string,
  family?: PageFamily,
): string {
  const lang = ctx.query.get('lang') === 'en' ? 'en' : 'ja';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<meta name="description" content="storefront-islands preview: ${esc(title)}">
<link rel="icon" href="data:,">
${hostCss(ctx)}${hostScriptTag()}
<script type="application/json" id="storefront-config">${typeof config === 'string' ? config : scriptJson(config)}</script>
<script type="module" src="${esc(ctx.entry)}"${integrityAttributes(ctx)}></script>${preloadLinks(ctx, family)}
</head>
<body>
<header class="store-header"><a href="/">storefront-islands preview</a> · <span>${esc(title)}</span>
<span class="store-header__cart">Cart <output data-preview-cart-count data-cart-ids="${esc(cartIds(ctx, config))}">0</output></span></header>
<main class="store-main">
${body}
</main>
<footer class="store-footer">storefront-islands preview · a store page's footer</footer>
</body>
</html>`;
}

/** `/{site}/preview/bootstrap.html`: the islands runtime itself (states, later islands, a broken island). */
function bootstrapPage(ctx: PageContext, site: string): string {
  const config =
    ctx.query.get('config') === 'bad' ? '{"site": "maniax", "lang": "fr"}' : pageConfig(ctx, site);
  const body = `
<h1>Islands bootstrap</h1>
<section><h2>member-messages</h2><div id="messages" data-widget="member-messages"></div></section>
<section><h2>Unknown widget</h2><div id="unknown" data-widget="no-such-widget"><p>Server-rendered content stays.</p></div></section>
<section><h2>Later islands</h2>
<button type="button" id="add-island">Add an island</button>
<div id="later"></div>
</section>
<script>
document.getElementById('add-island').addEventListener('click', function () {
  var el = document.createElement('div');
  el.setAttribute('data-widget', 'member-messages');
  el.className = 'later-island';
  document.getElementById('later').appendChild(el);
});
</script>`;
  return layoutPage(ctx, 'Bootstrap', config, body);
}

/** `/{site}/preview/list.html?n=30&layout=1column&cacheable=true`: a list of product cards. */
function listPage(ctx: PageContext, site: string): string {
  const n = Math.min(Math.max(Number.parseInt(ctx.query.get('n') ?? '30', 10) || 30, 0), 1000);
  const layout = ctx.query.get('layout') ?? '1column';
  const cacheable = ctx.query.get('cacheable') !== 'false';
  const ids = products.filter((p) => p.site_id === site).map((p) => p.product_id);
  const cards = Array.from({ length: n }, (_, i) => {
    const id = ids[i % ids.length] ?? '';
    return `<li class="store-card"><div data-widget="product-item" data-product-id="${esc(id)}" data-layout="${esc(layout)}" data-cacheable="${cacheable}"></div></li>`;
  }).join('\n');
  // The phone-width toggle: `?phone=1` shows the list in a 375 px frame, as on a phone.
  const phone = ctx.query.get('phone') === '1';
  const toggle = new URLSearchParams(ctx.query);
  if (phone) toggle.delete('phone');
  else toggle.set('phone', '1');
  const list = `<ul class="store-list store-list--${esc(layout)}">\n${cards}\n</ul>`;
  return layoutPage(
    ctx,
    `List (${n} cards)`,
    pageConfig(ctx, site),
    `<h1>Works</h1>
<p><a class="store-phone-toggle" href="?${esc(toggle.toString())}">${phone ? 'Full width' : 'Phone width (375 px)'}</a></p>
${phone ? `<div class="store-phone">${list}</div>` : list}`,
    'list',
  );
}

/**
 * `/{site}/preview/xss.html?text=...`: every product widget, member messages and a follow button whose maker
 * name is `text` (hostile text). Pair it with `POST /__mock/poison?text=...&url=...`, which puts the
 * payloads into every field the fake store serves.
 */
function xssPage(ctx: PageContext, site: string): string {
  const text = ctx.query.get('text') ?? '<img src=x onerror=alert(1)>';
  const ids = ['RJ01000010', 'RJ01000002', 'RJ01000001', 'RJ01000006'];
  const cards = ids
    .map((id) => `<li class="store-card"><div data-widget="product-item" data-product-id="${id}"></div></li>`)
    .join('\n');
  const body = `
<h1>Hostile text</h1>
<section><div data-widget="member-messages"></div></section>
<ul class="store-list store-list--1column">
${cards}
</ul>
<section><div data-widget="price-box" data-product-id="RJ01000010"></div></section>
<section><div data-widget="price-box" data-product-id="RJ01000006"></div></section>
<section><div data-widget="favorite-button" data-product-id="RJ01000002"></div></section>
<section><div data-widget="community-links" data-product-id="RJ01000002"></div></section>
<section><div data-widget="follow-button" data-maker-id="${esc(text)}" data-maker-name="${esc(text)}"></div></section>`;
  return layoutPage(ctx, 'Hostile text', pageConfig(ctx, site), body);
}

export function renderPreviewPage(ctx: PageContext): string | null {
  if (ctx.fake && ctx.pathname.includes('/mypage/')) return renderMypagePage(ctx, ctx.fake);
  const work = /^\/([a-z]+)\/work\/=\/product_id\/([A-Za-z0-9_]+)\.html$/.exec(ctx.pathname);
  if (work) return renderWorkPage(ctx, work[1] ?? '', work[2] ?? '');
  const match = /^\/([a-z]+)\/preview\/([a-z-]+)\.html$/.exec(ctx.pathname);
  if (!match) return null;
  const [, site = '', page = ''] = match;
  if (!(SITES as readonly string[]).includes(site)) return null;
  switch (page) {
    case 'bootstrap':
      return bootstrapPage(ctx, site);
    case 'list':
      return listPage(ctx, site);
    case 'xss':
      return xssPage(ctx, site);
    case 'bench':
      return renderBenchPage(ctx, site);
    case 'live':
      return livePage(ctx, site);
    default:
      return null;
  }
}
