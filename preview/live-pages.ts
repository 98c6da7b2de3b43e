import { LIVE_ANSWERS } from '../src/mocks/live-answers.ts';
import { esc } from './html.ts';
import { layoutPage, pageConfig, type PageContext } from './layout.ts';

/**
 * `/maniax/preview/live.html`: every work of the live-shaped corpus (fixtures/live/) as a product
 * card and a price box, grouped by the answer shape it comes in. `?lang=en` shows the foreign prices.
 */
export function livePage(ctx: PageContext, site: string): string {
  const sections = Object.entries(LIVE_ANSWERS)
    .map(([shape, answer]) => {
      const works = Object.keys(answer)
        .map(
          (id) => `<li class="store-card live-work" data-live-id="${esc(id)}">
<div data-widget="product-item" data-product-id="${esc(id)}" data-layout="2column"></div>
<div data-widget="price-box" data-product-id="${esc(id)}"></div>
</li>`,
        )
        .join('\n');
      return `<section><h2>${esc(shape)}</h2>\n<ul class="store-list store-list--1column">\n${works}\n</ul></section>`;
    })
    .join('\n');
  return layoutPage(
    ctx,
    "Live store's answers",
    pageConfig(ctx, site),
    `<h1>Works answered in the live store's shapes</h1>\n${sections}`,
  );
}

interface ListedWork {
  product_id: string;
  site_id: string;
  work_name: string;
  maker_name: string;
}

/**
 * `/maniax/preview/store-list.html`: a search list written the way the live store writes it: the server
 * renders each work's title, maker and link, and wraps its island (`data-render="actions"`) around the
 * no-script fallback of the card's actions (`btn_cart`, `btn_favorite`), which the island hides once its
 * actions show. `?n=` works (default 12).
 */
export function storeListPage(ctx: PageContext, site: string, works: readonly ListedWork[]): string {
  const n = Math.min(Math.max(Number.parseInt(ctx.query.get('n') ?? '12', 10) || 12, 1), 100);
  const items = works
    .filter((w) => w.site_id === site)
    .slice(0, n)
    .map((w) => {
      const id = esc(w.product_id);
      const page = `/${esc(site)}/work/=/product_id/${id}.html`;
      return `<li class="store-card search_result_img_box_inner" data-list-id="${id}">
<dl class="work_1col"><dt class="work_name"><a href="${page}">${esc(w.work_name)}</a></dt>
<dd class="maker_name">${esc(w.maker_name)}</dd></dl>
<div data-widget="product-item" data-product-id="${id}" data-layout="image" data-render="actions">
<a class="btn_cart" href="/${esc(site)}/cart/=/product_id/${id}.html">カートに追加</a>
<a class="btn_favorite" href="/${esc(site)}/mypage/wishlist/=/product_id/${id}.html">お気に入りに追加</a>
</div></li>`;
    })
    .join('\n');
  return layoutPage(
    ctx,
    "A search list in the store's own markup",
    pageConfig(ctx, site),
    `<h1>Search results</h1>\n<ul class="store-list store-list--1column">\n${items}\n</ul>`,
    'list',
  );
}
