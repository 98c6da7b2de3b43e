import type { FakeStore } from '../src/mocks/fake-store.ts';
import { esc } from './html.ts';
import { layoutPage, pageConfig, SITES, type PageContext } from './layout.ts';

// Benchmark pages (bench/run.mjs, test/e2e/budgets.e2e.ts):
//   /{site}/preview/bench.html?n=1000&works=1000&layout=1column&build=product|bench&first=RJ01000003&follow=RG10002
// (and any page's `host=docs|none`: the documented host CSS only, or none)
// N product cards showing `works` distinct works (default N: 1000 cards are 1000 ids, 10 pooled requests;
// card i shows work i mod works). The works are
// copies of the site's fixture products under new ids, added to the browsing session's fake store; `first`
// names the fixture work the first bench work copies (the bench's `inp` section puts a rental-only work
// first), in a session that has not copied that id yet.
// `follow` names a maker of the fixtures: the list is headed by its name and follow button (a maker's page).
// `build=bench` loads the benchmark's build of the bundle (bench/dist/product: render counter, root variants).

export const BENCH_ENTRY = '/cdn/bench/product/storefront.js';
/** Thousands of cards: a long infinite scroll (bench `thousands`). */
const MAX_CARDS = 5000;
const seeded = new WeakMap<FakeStore, Set<string>>();

/** The id of the i-th (0-based) benchmark work of a site: RJ9000001, RJ9000002, … */
export function benchProductId(site: string, index: number): string {
  return `${site === 'books' ? 'BJ9' : 'RJ9'}${String(index + 1).padStart(6, '0')}`;
}

function seedProducts(fake: FakeStore, site: string, n: number, first: string | null): string[] {
  const known = seeded.get(fake) ?? new Set<string>();
  seeded.set(fake, known);
  const sources = fake.db.products.filter((p) => p.site_id === site && !known.has(p.product_id));
  const lead = sources.find((p) => p.product_id === first);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = benchProductId(site, i);
    ids.push(id);
    if (known.has(id)) continue;
    const source = (i === 0 ? lead : undefined) ?? sources[i % sources.length];
    if (!source) break;
    known.add(id);
    fake.db.products.push({ ...structuredClone(source), product_id: id });
  }
  return ids;
}

export function renderBenchPage(ctx: PageContext, site: string): string | null {
  if (!ctx.fake || !(SITES as readonly string[]).includes(site)) return null;
  const n = Math.min(Math.max(Number.parseInt(ctx.query.get('n') ?? '30', 10) || 0, 0), MAX_CARDS);
  const layout = ctx.query.get('layout') ?? '1column';
  const works = Math.min(Math.max(Number.parseInt(ctx.query.get('works') ?? '', 10) || n, 1), MAX_CARDS);
  const ids = seedProducts(ctx.fake, site, Math.min(works, n), ctx.query.get('first'));
  const cards = Array.from({ length: n }, (_, i) => ids[i % ids.length] ?? '')
    .map(
      (id) =>
        `<li class="store-card"><div data-widget="product-item" data-product-id="${esc(id)}" data-layout="${esc(layout)}"></div></li>`,
    )
    .join('\n');
  const follow = ctx.query.get('follow');
  const maker = follow ? ctx.fake.db.products.find((p) => p.maker_id === follow) : undefined;
  const heading = maker
    ? `<h1>${esc(maker.maker_name)}</h1>\n<div class="store-follow" data-widget="follow-button" data-maker-id="${esc(maker.maker_id)}" data-maker-name="${esc(maker.maker_name)}"></div>`
    : '<h1>Works</h1>';
  const bench = ctx.query.get('build') === 'bench';
  return layoutPage(
    // The integrity and preload hints of dist/release.json are not the bench build's.
    bench ? { ...ctx, entry: BENCH_ENTRY, integrity: undefined, preload: undefined } : ctx,
    `Bench (${n} cards)`,
    pageConfig(ctx, site),
    `${heading}\n<ul class="store-list store-list--${esc(layout)}">\n${cards}\n</ul>`,
    'list',
  );
}
