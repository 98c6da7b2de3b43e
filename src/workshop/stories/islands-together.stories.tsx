import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CART_ADDED, type CartAddedDetail } from '../../events/host-events';
import { fixtures } from '../../mocks/fixtures';
import { islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';
import { islandOf, priceBox, settleCards, storeList } from './card-markup';

// What only islands do: islands of one page share one store, so a change in one shows in every other that
// shows the same work, and the cards of a list share one product request.

const WORK = 'RJ01000005';

const meta = {
  title: 'islands together',
  ...islandMeta,
  args: { html: `${priceBox(WORK)}${storeList([WORK], '2column')}` },
} satisfies Meta<IslandArgs>;
export default meta;

type Widget = 'product-item' | 'price-box';
const other = (widget: Widget): Widget => (widget === 'price-box' ? 'product-item' : 'price-box');

/** Adds the work to the cart in one island; the other then shows In Cart, from one cart call and one event. */
const addInOne =
  (from: Widget): IslandStory['play'] =>
  async (context) => {
    const { t } = await settleCards(context);
    const clicked = within(islandOf(context.canvasElement, from, WORK));
    const watching = within(islandOf(context.canvasElement, other(from), WORK));
    await expect(watching.getAllByRole('button', { name: t.into_cart })[0]).toBeEnabled();
    const box = within(islandOf(context.canvasElement, 'price-box', WORK));
    const buttonHeight = box.getAllByRole('button', { name: t.into_cart })[0]?.getBoundingClientRect().height;
    const events: CartAddedDetail[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<CartAddedDetail>).detail);
    document.addEventListener(CART_ADDED, listen);
    try {
      await userEvent.click(clicked.getAllByRole('button', { name: t.into_cart })[0] as HTMLElement);
      await expect(await clicked.findByRole('link', { name: t.into_cart_result })).toBeVisible();
      await expect(await watching.findByRole('link', { name: t.cart })).toBeVisible();
      await expect(watching.queryByRole('button', { name: t.into_cart })).toBeNull();
      // The box's cart link takes the add button's place at its size: nothing under it moves.
      const link = box.getByRole('link', { name: from === 'price-box' ? t.into_cart_result : t.cart });
      await expect(link.getBoundingClientRect().height).toBe(buttonHeight);
    } finally {
      document.removeEventListener(CART_ADDED, listen);
    }
    const calls = storyStore().requestsOf('cart');
    await expect(calls).toHaveLength(1);
    await expect(calls[0]?.body).toMatchObject({ mode: 'cart', product_id: WORK });
    await expect(events).toEqual([
      expect.objectContaining({ productId: WORK, rentalId: null, remote: false }),
    ]);
  };

export const AddInCard: IslandStory = {
  name: 'card and price box: add in the card, In Cart in the box',
  play: addInOne('product-item'),
};

export const AddInBox: IslandStory = {
  name: 'card and price box: add in the box, In Cart in the card',
  play: addInOne('price-box'),
};

/** Every maniax fixture work, and the first ones again: 16 cards. */
const LIST = fixtures.products.filter((p) => p.site_id === 'maniax').map((p) => p.product_id);
const CARDS = [...LIST, ...LIST.slice(0, 16 - LIST.length)];

export const OneRequest: IslandStory = {
  name: 'a list of 16 cards: one product request',
  args: { html: storeList(CARDS, '2column') },
  play: async (context) => {
    await islandsSettled(context);
    const cards = [...context.canvasElement.querySelectorAll('[data-widget="product-item"]')];
    await expect(cards).toHaveLength(CARDS.length);
    for (const card of cards) await expect(card).toHaveAttribute('data-widget-state', 'ready');
    const calls = storyStore().requestsOf('productInfo');
    await expect(calls).toHaveLength(1);
    const asked = new URL(calls[0]?.url ?? '').searchParams.get('product_id')?.split(',') ?? [];
    await expect(new Set(asked)).toEqual(new Set(LIST));
  },
};
