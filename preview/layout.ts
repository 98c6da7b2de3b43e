import type { FakeStore } from '../src/mocks/fake-store.ts';
import type { PageFamily, PreloadHint } from '../scripts/preload-hints.ts';
import { hostScriptTag } from './host-script.ts';
import { esc, scriptJson } from './html.ts';
import { mockHosts } from './mock-middleware.ts';
import { clockScript } from '../src/mocks/suite-clock.ts';

// The layout kit of the preview's store pages: the request's context, the page configuration and the page
// around a body (head with the host CSS, configuration, entry and preload hints; the store's header and
// footer). The page modules import it; it imports none of them.

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
  /** The instant the test set for this browsing session: the page's clock starts there. */
  clock?: number;
}

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
    // `?vitals=1`: the shoppers' Web Vitals measured and reported (storefront:vitals).
    ...(ctx.query.get('vitals') === '1' ? { vitals: true } : {}),
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
 * The host's preload hints of the page's family (docs/page/releasing.md "Preload hints"), after the entry: the
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
 * The page's host CSS: the documented reserve (docs/page/host-reserve.css) and the page layout it assumes
 * (`preview/static/host-layout.css`: the my pages' side column, the gallery's images), then the preview
 * store's look (`preview/static/store.css`); with `?host=docs` the first two alone, with `?host=none` none (a
 * store that never read docs/page-contract.md).
 * `?clip=1` adds `preview/static/clip.css`: clipping, containing and transformed boxes around the islands.
 */
function hostCss(ctx: PageContext): string {
  const host = ctx.query.get('host');
  const files = host === 'none' ? [] : ['host-reserve.css', 'host-layout.css'];
  if (host !== 'none' && host !== 'docs') files.push('store.css');
  if (ctx.query.get('clip') === '1') files.push('clip.css');
  return files.map((file) => `<link rel="stylesheet" href="/preview-static/${file}">\n`).join('');
}

/**
 * The page's clock moved to the instant its test set, before any other script: inline, like the host
 * script, so it costs no request and the CSP pages allow it.
 */
function clockTag(ctx: PageContext): string {
  return ctx.clock === undefined ? '' : `<script>${clockScript(ctx.clock)}</script>\n`;
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
${clockTag(ctx)}${hostCss(ctx)}${hostScriptTag()}
<script type="application/json" id="storefront-config">${typeof config === 'string' ? config : scriptJson(config)}</script>
<script type="module" src="${esc(ctx.entry)}"${integrityAttributes(ctx)}></script>${preloadLinks(ctx, family)}
</head>
<body>
<header class="store-header"><a href="/">storefront-islands preview</a> · <span class="store-header__title">${esc(title)}</span>
<span class="store-header__cart">Cart <output data-preview-cart-count data-cart-ids="${esc(cartIds(ctx, config))}">0</output></span></header>
<main class="store-main">
${body}
</main>
<footer class="store-footer">storefront-islands preview · a store page's footer</footer>
</body>
</html>`;
}
