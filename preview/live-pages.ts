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
