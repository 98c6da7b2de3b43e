import productsJson from '../fixtures/products.json' with { type: 'json' };
import { renderBenchPage } from './bench-pages.ts';
import { esc } from './html.ts';
import { layoutPage, pageConfig, SITES, type PageContext } from './layout.ts';
import { livePage, storeListPage } from './live-pages.ts';
import { renderMypagePage } from './mypage-pages.ts';
import { renderPriceBoxesPage, renderWorkPage } from './work-pages.ts';

export type { PageContext } from './layout.ts';

// Preview pages written like the store's server-rendered pages, at the real route shapes
// (docs/server.md "Routes the bundle links to"). `?lang=en` switches the site language; the member/guest
// switch is the cookies set on the catalogue page. This module routes a path to its page; the layout every
// page shares is layout.ts.

interface Fixture {
  product_id: string;
  site_id: string;
  work_name: string;
  maker_name: string;
}

const products = productsJson as Fixture[];

/** `/{site}/preview/bootstrap.html`: the islands runtime itself (states, later islands, a broken island). */
function bootstrapPage(ctx: PageContext, site: string): string {
  const config =
    ctx.query.get('config') === 'bad' ? '{"site": "maniax", "lang": "fr"}' : pageConfig(ctx, site);
  const body = `
<h1>Islands bootstrap</h1>
<section><h2>member-messages</h2><div id="messages" data-widget="member-messages"></div></section>
<section><h2>Unknown widget</h2><div id="unknown" data-widget="no-such-widget"><p>Server-rendered content stays.</p></div></section>
<section id="storefront"><h2>A section with id="storefront"</h2><p>Its id makes it window.storefront until the bundle
takes the name: the islands mount, and the console says the id shadowed the global.</p></section>
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
    case 'store-list':
      return storeListPage(ctx, site, products);
    case 'price-boxes':
      return renderPriceBoxesPage(ctx, site);
    default:
      return null;
  }
}
