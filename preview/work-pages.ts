import { followlistAdd, makerProfile } from '../src/domain/routes.ts';
import { galleryMarkup, galleryShots } from './gallery-images.ts';
import { esc } from './html.ts';
import { layoutPage, pageConfig, SITES, type PageContext } from './layout.ts';
import productsJson from '../fixtures/products.json' with { type: 'json' };

// `/{site}/work/=/product_id/{id}.html`: a work page written like the store's server-rendered one
// (docs/server.md "Routes the bundle links to"), for any fixture product, with its islands: price box (and
// its server-rendered devices list), favourite button, community links, and related product cards in the
// three layouts; the image gallery (`?gallery=0|1|5|30|portrait|large`, default 5) and the preview player at
// the top of the work story. `?devices=open` renders the devices list shown; `?related=0` leaves out the
// related works (a sweep of every work that reads only the price box); `?host=docs` (any page) takes only the
// documented host CSS.

interface WorkFixture {
  product_id: string;
  site_id: string;
  work_name: string;
  maker_id?: string;
  maker_name?: string;
}

const works = productsJson as WorkFixture[];

const DEVICES = ['Windows', 'Mac', 'Android', 'iOS'];
const LAYOUTS = ['1column', '2column', 'image'] as const;
const RELATED_COUNT = 4;

function related(work: WorkFixture): WorkFixture[] {
  const sameSite = works.filter((w) => w.site_id === work.site_id && w.product_id !== work.product_id);
  const sameMaker = sameSite.filter((w) => work.maker_id && w.maker_id === work.maker_id);
  const others = sameSite.filter((w) => !sameMaker.includes(w));
  return [...sameMaker, ...others].slice(0, RELATED_COUNT);
}

function relatedList(items: WorkFixture[], layout: (typeof LAYOUTS)[number]): string {
  const cards = items
    .map(
      (w) =>
        `<li class="store-card"><div data-widget="product-item" data-product-id="${esc(w.product_id)}" data-layout="${layout}"></div></li>`,
    )
    .join('\n');
  return `<section class="work-related work-related--${layout}">
<h3>${esc(layout)}</h3>
<ul class="store-list store-list--${layout}">
${cards}
</ul>
</section>`;
}

/** The related works in the three layouts, or nothing for none (`?related=0`). */
function relatedSection(items: WorkFixture[]): string {
  if (items.length === 0) return '';
  return `<section class="work-related-works">
<h2>Related works</h2>
${LAYOUTS.map((layout) => relatedList(items, layout)).join('\n')}
</section>`;
}

/** A work's price box island as its work page writes it, around the server-rendered devices list. */
function priceBoxMarkup(productId: string, devicesOpen: boolean): string {
  const devices = DEVICES.map((d) => `<li>${esc(d)}</li>`).join('');
  return `<div data-widget="price-box" data-product-id="${esc(productId)}"><ul data-slot="devices"${devicesOpen ? '' : ' hidden'}>${devices}</ul></div>`;
}

/**
 * `/{site}/preview/price-boxes.html`: the price box of every work of the site, each as its work page writes
 * it and in the same column, one under another: a sweep of every box (the reserved-height rule) loads one
 * page instead of one per work. Takes the work page's `?devices=open` and `?host=`.
 */
export function renderPriceBoxesPage(ctx: PageContext, site: string): string {
  const devicesOpen = ctx.query.get('devices') === 'open';
  const boxes = works
    .filter((work) => work.site_id === site)
    .map(
      (work) =>
        `<article class="work" data-product-id="${esc(work.product_id)}">\n${priceBoxMarkup(work.product_id, devicesOpen)}\n</article>`,
    )
    .join('\n');
  return layoutPage(ctx, 'Every price box', pageConfig(ctx, site), `<h1>Price boxes</h1>\n${boxes}`, 'work');
}

/** The work page of `productId`, or null (a 404) for an unknown product or another site's path. */
export function renderWorkPage(ctx: PageContext, site: string, productId: string): string | null {
  if (!(SITES as readonly string[]).includes(site)) return null;
  const work = works.find((w) => w.product_id === productId);
  if (!work || work.site_id !== site) return null;
  const id = esc(work.product_id);
  const makerName = (work.maker_name ?? '').trim();
  const maker =
    makerName && work.maker_id
      ? `<p class="work-maker"><a href="${esc(makerProfile(site, work.maker_id))}">${esc(makerName)}</a></p>
<div class="work-follow" data-widget="follow-button" data-maker-id="${esc(work.maker_id)}" data-maker-name="${esc(makerName)}"><a class="work-follow__fallback" href="${esc(followlistAdd(site, work.maker_id, makerName))}">Follow (no script)</a></div>`
      : '';
  // `?devices=open`: the server shows the devices list, as for a shopper without script (the price box's
  // toggle closes it when the box renders).
  const devicesOpen = ctx.query.get('devices') === 'open';
  const relatedWorks = ctx.query.get('related') === '0' ? [] : related(work);
  const body = `
<article class="work" data-product-id="${id}">
<h1 class="work-title">${esc(work.work_name)}</h1>
${galleryMarkup(galleryShots(ctx.query.get('gallery')))}
${maker}
<p class="work-id">${id}</p>
<div class="work-actions">
<div data-widget="favorite-button" data-product-id="${id}"></div>
</div>
${priceBoxMarkup(work.product_id, devicesOpen)}
<section class="work-community">
<h2>Community</h2>
<div data-widget="community-links" data-product-id="${id}"></div>
</section>
<article class="work-story"><div data-widget="preview-player" data-product-id="${id}"></div><h2>Story</h2><p>${esc(work.work_name)}</p></article>
</article>
${relatedSection(relatedWorks)}`;
  return layoutPage(ctx, work.work_name, pageConfig(ctx, site), body, 'work');
}
