// The markup and data the product-card and price-box stories share: cards in the store's list markup and
// the price box with its server-rendered devices list (as preview/ writes them), the story's labels, and
// changes to the fake store that put a work in a situation.
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import type { FakeStore } from '../../mocks/fake-store';
import { readGlobals } from '../globals';
import type { StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { island, islandsSettled, type IslandArgs } from '../island-story';

export type CardLayout = '1column' | '2column' | 'image';

/** One product card island. */
export const card = (id: string, layout: CardLayout = '1column', attributes: Record<string, string> = {}) =>
  island('product-item', { 'product-id': id, layout, ...attributes });

/** Cards in the store's list markup: `<ul class="store-list store-list--{layout}"><li class="store-card">`. */
export const storeList = (ids: readonly string[], layout: CardLayout = '1column') =>
  `<ul class="store-list store-list--${layout}">${ids
    .map((id) => `<li class="store-card">${card(id, layout)}</li>`)
    .join('')}</ul>`;

/**
 * A search list in the store's own markup (preview/live-pages.ts, store-list.html): the server writes each
 * work's title and maker, and wraps a `data-render="actions"` island around the no-script fallback of the
 * card's actions, which the island hides once its own show.
 */
export const storeMarkupList = (works: readonly { id: string; name: string; maker: string }[]) =>
  `<ul class="store-list store-list--1column">${works
    .map(
      ({ id, name, maker }) =>
        `<li class="store-card"><dl><dt><a href="/maniax/work/=/product_id/${id}.html">${name}</a></dt><dd>${maker}</dd></dl>${island(
          'product-item',
          { 'product-id': id, layout: 'image', render: 'actions' },
          `<a class="btn_cart" href="/maniax/cart/=/product_id/${id}.html">カートに追加</a> <a class="btn_favorite" href="/maniax/mypage/wishlist/=/product_id/${id}.html">お気に入りに追加</a>`,
        )}</li>`,
    )
    .join('')}</ul>`;

/** The devices a work page lists in the price box's slot (preview/work-pages.ts). */
export const DEVICES = ['Windows', 'Mac', 'Android', 'iOS'];

/** The price box as a work page writes it: its server-rendered devices list hidden until toggled. */
export const priceBox = (id: string, devices = true) =>
  island(
    'price-box',
    { 'product-id': id },
    devices ? `<ul data-slot="devices" hidden>${DEVICES.map((d) => `<li>${d}</li>`).join('')}</ul>` : '',
  );

/** The labels in the story's language (the toolbar's `lang`). */
export const labelsOf = (context: { globals: Record<string, unknown> }) =>
  readGlobals(context.globals).lang === 'en' ? en : ja;

/** Waits for the story's islands (islandsSettled), then gives its play the labels and the canvas's queries. */
export async function settleCards(context: StoryContext<IslandArgs>) {
  await islandsSettled(context);
  return { t: labelsOf(context), canvas: within(context.canvasElement) };
}

/** The interface locale of the story's language, for the price formats. */
export const localeOf = (context: { globals: Record<string, unknown> }) =>
  readGlobals(context.globals).lang === 'en' ? ('en' as const) : ('ja' as const);

/** The island of a work on the story's page. */
export function islandOf(canvas: HTMLElement, widget: string, id: string): HTMLElement {
  const element = canvas.querySelector<HTMLElement>(`[data-widget="${widget}"][data-product-id="${id}"]`);
  if (!element) throw new Error(`No ${widget} island of ${id} on the page.`);
  return element;
}

/** The member's cart without any entry of these works (their card then offers the cart again). */
export const dropFromCart =
  (...ids: string[]) =>
  (fake: FakeStore) => {
    fake.db.member.cart = fake.db.member.cart.filter((item) => !ids.includes(item.product_id));
  };

/** The member's rentals without these works. */
export const dropRentals =
  (...ids: string[]) =>
  (fake: FakeStore) => {
    fake.db.member.rentals = fake.db.member.rentals.filter((rental) => !ids.includes(rental.product_id));
  };

/**
 * A date `days` from now as the store writes it (`YYYY-MM-DD HH:mm:ss`, Japan time) and as its `_str`
 * text: ends within a year show their date (the one-year rule, docs/behaviour.md "Coupons and gifts"),
 * whatever day the workshop is opened.
 */
export function storeDate(days: number): { date: string; text: string } {
  const jst = new Date(Date.now() + days * 86_400_000 + 9 * 3_600_000);
  const date = `${jst.toISOString().slice(0, 10)} 23:59:59`;
  const [y, m, d] = [jst.getUTCFullYear(), jst.getUTCMonth() + 1, jst.getUTCDate()];
  return { date, text: `${y}年${m}月${d}日 23時59分まで` };
}

/** A work of the fake store's data, to change for a story. */
export function productIn(fake: FakeStore, id: string) {
  const product = fake.db.products.find((p) => p.product_id === id);
  if (!product) throw new Error(`No fixture product ${id}.`);
  return product;
}
