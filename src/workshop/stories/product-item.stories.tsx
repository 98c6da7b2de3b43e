import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatYen } from '../../domain/pricing';
import { rentalTimeLabel } from '../../domain/product-state';
import { cartPage, workPage } from '../../domain/routes';
import { substitute } from '../../i18n/translate';
import { fixtures } from '../../mocks/fixtures';
import { islandMeta, islandsSettled, LONG_WAIT, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';
import {
  card,
  dropFromCart,
  dropRentals,
  islandOf,
  labelsOf,
  settleCards,
  localeOf,
  storeList,
  storeMarkupList,
} from './card-markup';

// The product card's layouts and its action button's cases (docs/behaviour.md "The card's action button"),
// each with the fixture work that is in that situation for the fixture member (fixtures/member.json):
// RJ01000001 in the cart, RJ01000002 rented, RJ01000003 rental only, RJ01000010 bought.

/** A list of works in different situations: on sale with a gift, rented, with a coupon, bought. */
const LIST = ['RJ01000005', 'RJ01000002', 'RJ01000006', 'RJ01000010'];

const meta = {
  title: 'product-item',
  ...islandMeta,
  args: { html: card('RJ01000005') },
} satisfies Meta<IslandArgs>;
export default meta;

// The card is ready once its product is on screen and, for a member, its action (the status and the
// boughts in); what the favourites or the coupons change may come a moment later, so the plays wait for it
// (findBy).
type PlayContext = Parameters<NonNullable<IslandStory['play']>>[0];

const startsWith = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}`);

/** Opens the card's rental options: a dialog named `rental_options` whose entries are buttons. */
async function openRentalOptions(context: PlayContext) {
  const { t, canvas } = await settleCards(context);
  const trigger = canvas.getByRole('button', { name: t.into_cart });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await userEvent.click(trigger);
  const dialog = await canvas.findByRole('dialog', { name: t.rental_options });
  // Seen once the browser has placed it beside its trigger, in the top layer.
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const popup = within(dialog);
  return {
    t,
    canvas,
    trigger,
    dialog,
    popup,
    rentals: popup.queryAllByRole('button', { name: startsWith(t.label_rental) }),
  };
}

export const OneColumn: IslandStory = { name: '1 column', args: { html: storeList(LIST, '1column') } };
export const TwoColumn: IslandStory = { name: '2 columns', args: { html: storeList(LIST, '2column') } };
export const Image: IslandStory = { name: 'image', args: { html: storeList(LIST, 'image') } };

/** Works of the fixtures in the store's own list markup: on sale with a coupon, and off sale. */
const STORE_MARKUP = [
  { id: 'RJ01000006', name: '冬の贈り物 Winter Gift', maker: 'Studio Kaede 楓工房' },
  { id: 'RJ01000004', name: '販売終了作品 Discontinued Work', maker: 'サークル月見草 (Tsukimisou)' },
];

export const StoreMarkup: IslandStory = {
  name: 'store markup: the actions alone (data-render="actions")',
  args: { html: storeMarkupList(STORE_MARKUP) },
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    // The server's title and maker stay; the island adds only the actions, and hides the fallback links.
    const [onSale, ended] = STORE_MARKUP.map((work) => canvas.getByRole('group', { name: work.name }));
    if (!onSale || !ended) throw new Error('Both works draw their actions.');
    await expect(within(onSale).getByRole('button', { name: t.into_cart })).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: t.into_cart })).toHaveLength(1);
    await expect(within(ended).getByText(t.sales_ended)).toBeVisible();
    for (const link of context.canvasElement.querySelectorAll('.btn_cart, .btn_favorite'))
      await expect(link).not.toBeVisible();
  },
};

export const Guest: IslandStory = {
  name: 'guest',
  globals: { shopper: 'guest' },
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    // A guest's favourite is a plain link (docs/behaviour.md "Members and guests") and no member list is
    // asked for.
    await expect(canvas.getByRole('link', { name: t.into_favorite })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.into_cart })).toBeEnabled();
    await expect(storyStore().requestsOf('boughts')).toHaveLength(0);
  },
};

export const Member: IslandStory = {
  name: 'member',
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    await expect(await canvas.findByText(t.added)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: t.into_cart })).toBeEnabled();
  },
};

export const InCart: IslandStory = {
  name: 'in cart',
  args: { html: card('RJ01000001') },
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    await expect(await canvas.findByRole('link', { name: t.cart })).toHaveAttribute(
      'href',
      cartPage('maniax'),
    );
    await expect(canvas.getByText(t.cart_item_buy)).toBeVisible();
  },
};

export const InCartAsRental: IslandStory = {
  name: 'in cart, as a rental',
  args: { html: card('RJ01000003') },
  play: async (context) => {
    const { t } = await settleCards(context);
    const [rental] = fixtures.products.find((p) => p.product_id === 'RJ01000003')?.work_rentals ?? [];
    if (!rental) throw new Error('RJ01000003 has no rental in the fixtures.');
    const time = rentalTimeLabel(rental, localeOf(context));
    const note = substitute(t.cart_item_rental, { time });
    await expect(await within(context.canvasElement).findByText(note)).toBeVisible();
  },
};

export const Bought: IslandStory = {
  name: 'bought: download and stream',
  args: { html: card('RJ01000010') },
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    await expect(await canvas.findByRole('link', { name: t.download })).toHaveAttribute(
      'href',
      '/maniax/download/=/product_id/RJ01000010.html',
    );
    await expect(canvas.getByRole('link', { name: t.download_play })).toHaveAttribute(
      'href',
      `${location.origin}/__player/?workno=RJ01000010`,
    );
  },
};

export const Rented: IslandStory = {
  name: 'rented',
  args: { html: card('RJ01000002') },
  play: async (context) => {
    await islandsSettled(context);
    const link = await within(context.canvasElement).findByRole('link', {
      name: labelsOf(context).on_rental,
    });
    await expect(link).toHaveAttribute('href', workPage('maniax', 'RJ01000002'));
  },
};

export const RentalOnly: IslandStory = {
  name: 'rental only, options popup',
  args: { html: card('RJ01000003') },
  parameters: { workshop: { arrange: dropFromCart('RJ01000003') } },
  play: async (context) => {
    const { t, popup, rentals } = await openRentalOptions(context);
    // Not on sale: no regular purchase, one rental entry. The popup stays open for the picture.
    await expect(popup.queryByRole('button', { name: startsWith(t.label_buy) })).toBeNull();
    await expect(rentals).toHaveLength(1);
    await expect(rentals[0]).toBeEnabled();
    await expect(popup.getByRole('button', { name: t.close })).toBeVisible();
  },
};

export const SaleAndRental: IslandStory = {
  name: 'sale and rental',
  args: { html: card('RJ01000002') },
  parameters: { workshop: { arrange: dropRentals('RJ01000002') } },
  play: async (context) => {
    const { t, canvas, trigger, dialog, popup, rentals } = await openRentalOptions(context);
    await expect(popup.getByRole('button', { name: startsWith(t.label_buy) })).toBeEnabled();
    await expect(rentals).toHaveLength(2);
    // Focus is in it; Esc closes it and gives focus back to the trigger, and so does a press outside (focus
    // left alone); open again, the second rental goes to the cart.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await canvas.findByRole('dialog', { name: t.rental_options });
    await userEvent.click(document.body);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    const again = within(await canvas.findByRole('dialog', { name: t.rental_options }));
    await userEvent.click(
      again.getAllByRole('button', { name: startsWith(t.label_rental) })[1] as HTMLElement,
    );
    await expect(await canvas.findByRole('link', { name: t.into_cart_result })).toBeVisible();
    const calls = storyStore().requestsOf('cart');
    await expect(calls).toHaveLength(1);
    await expect(calls[0]?.body).toMatchObject({ product_id: 'RJ01000002', rental_id: 'RT000002' });
  },
};

export const Discounted: IslandStory = {
  name: 'discounted',
  args: { html: card('RJ01000013') },
  play: async (context) => {
    await islandsSettled(context);
    await expect(within(context.canvasElement).getByText(formatYen(500, localeOf(context)))).toBeVisible();
  },
};

export const WithCoupon: IslandStory = {
  name: 'with coupon',
  args: { html: card('RJ01000002') },
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    const coupon = fixtures.coupons.find((c) => c.issue.product_id === 'RJ01000002');
    await expect(await canvas.findByText(t.with_coupon)).toBeVisible();
    const description = substitute(t.with_coupon_description, { coupon_name: coupon?.coupon_name ?? '' });
    await expect(canvas.getByText(description)).toBeVisible();
  },
};

export const ActionPending: IslandStory = {
  name: "member: the action held while the member's lists are on their way",
  args: { html: card('RJ01000010') },
  globals: { fault: 'loading' },
  // The status and the boughts never answer: the card waits for them at most 1 s, then shows its action.
  parameters: { workshop: { faultCalls: ['status', 'boughts'], state: 'loading' } },
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    const island = islandOf(context.canvasElement, 'product-item', 'RJ01000010');
    // The bought work's card, before the boughts say so: no Add to Cart to tap, no Download yet.
    const held = await canvas.findByRole('button', { name: t.into_cart });
    if (island.getAttribute('data-widget-state') === null) {
      await expect(held).toBeDisabled();
      await expect(held).toHaveAttribute('aria-busy', 'true');
    }
    await expect(storyStore().requestsOf('cart')).toHaveLength(0);
    // The story ends once the wait is over (the card's action shown), so its reference image is one moment.
    await waitFor(() => expect(island.getAttribute('data-widget-state')).toBe('ready'), LONG_WAIT);
  },
};

export const Loading: IslandStory = {
  name: 'loading',
  globals: { fault: 'loading' },
  parameters: { workshop: { state: 'loading' } },
};
