import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatDiscount, formatPoints, formatYen } from '../../domain/pricing';
import { cartPage, wishlistAdd } from '../../domain/routes';
import type { FakeStore } from '../../mocks/fake-store';
import { islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';
import { dropRentals, labelsOf, localeOf, priceBox, productIn, storeDate } from './card-markup';

// The price box of a work page (docs/page/price-box.md) in each situation of the fixture member
// (fixtures/member.json): RJ01000001 in the cart, RJ01000002 rented, RJ01000010 bought.

const meta = {
  title: 'price-box',
  ...islandMeta,
  args: { html: priceBox('RJ01000007') },
} satisfies Meta<IslandArgs>;
export default meta;

type PlayContext = Parameters<NonNullable<IslandStory['play']>>[0];

/** The settled box, its labels and price format. */
async function settledBox(context: PlayContext) {
  await islandsSettled(context);
  const locale = localeOf(context);
  return {
    t: labelsOf(context),
    box: within(context.canvasElement),
    yen: (n: number) => formatYen(n, locale),
  };
}

export const Plain: IslandStory = {
  name: 'plain',
  play: async (context) => {
    const { t, box, yen } = await settledBox(context);
    await expect(box.getByText(yen(550))).toBeVisible();
    await expect(box.getByText(formatPoints(50))).toBeVisible();
    await expect(box.queryByRole('radiogroup')).toBeNull();
    await expect(box.getAllByRole('button', { name: t.into_cart })[0]).toBeEnabled();
    await expect(box.getByRole('button', { name: t.into_favorite })).toBeEnabled();
  },
};

export const Discounted: IslandStory = {
  name: 'discounted',
  args: { html: priceBox('RJ01000005') },
  play: async (context) => {
    const { box, yen } = await settledBox(context);
    await expect(box.getByText(formatDiscount(30))).toBeVisible();
    await expect(box.getByText(yen(1100)).tagName).toBe('DEL');
    await expect(box.getByText(yen(770))).toBeVisible();
  },
};

export const RentalChoice: IslandStory = {
  name: 'rental choice',
  args: { html: priceBox('RJ01000002') },
  parameters: { workshop: { arrange: dropRentals('RJ01000002') } },
  play: async (context) => {
    const { t, box } = await settledBox(context);
    await expect(box.getByRole('radio', { name: t.label_buy })).toBeChecked();
    await userEvent.click(box.getByRole('radio', { name: t.label_rental }));
    // The rentals' own radios appear, the first chosen; the cart gets that rental.
    const [first] = box.getAllByRole('radio').slice(2);
    await expect(first).toBeChecked();
    await userEvent.click(box.getAllByRole('button', { name: t.into_cart })[0] as HTMLElement);
    await expect(await box.findByRole('link', { name: t.into_cart_result })).toBeVisible();
    const [call] = storyStore().requestsOf('cart');
    await expect(call?.body).toMatchObject({ product_id: 'RJ01000002', rental_id: 'RT000001' });
  },
};

export const RentedUpgrade: IslandStory = {
  name: 'rented, with upgrade',
  args: { html: priceBox('RJ01000002') },
  play: async (context) => {
    const { t, box, yen } = await settledBox(context);
    // The running rental (330) is deducted from the price (990): only the upgrade purchase remains.
    await expect(box.getByText(yen(660))).toBeVisible();
    await expect(box.queryByRole('radiogroup')).toBeNull();
    await expect(box.getAllByRole('button', { name: t.into_cart })[0]).toBeEnabled();
  },
};

export const Bought: IslandStory = {
  name: 'bought',
  args: { html: priceBox('RJ01000010') },
  play: async (context) => {
    const { t, box } = await settledBox(context);
    await expect(box.getByRole('link', { name: t.download })).toBeVisible();
    await expect(box.getByRole('link', { name: t.download_play })).toHaveAttribute(
      'href',
      `${location.origin}/__player/?workno=RJ01000010`,
    );
    await expect(box.queryByRole('button', { name: t.into_cart })).toBeNull();
  },
};

export const InCart: IslandStory = {
  name: 'in cart',
  args: { html: priceBox('RJ01000001') },
  play: async (context) => {
    const { t, box } = await settledBox(context);
    await expect(box.getByRole('link', { name: t.cart })).toHaveAttribute('href', cartPage('maniax'));
  },
};

/** RJ01000006 with a gift that ends in a month and no coupon. */
const giftEndingSoon = (fake: FakeStore) => {
  const end = storeDate(30);
  productIn(fake, 'RJ01000006').gift = { distribute_end: end.date, distribute_end_str: end.text };
  fake.db.coupons = [];
};

export const Gift: IslandStory = {
  name: 'gift',
  args: { html: priceBox('RJ01000006') },
  parameters: { workshop: { arrange: giftEndingSoon } },
  play: async (context) => {
    const { t, box } = await settledBox(context);
    await expect(box.getByText(t.gift)).toBeVisible();
    await expect(box.getByText(storeDate(30).text)).toBeVisible();
  },
};

/** RJ01000006 without its gift, with its maker's coupon (ending in two months) and one of its own. */
const twoCoupons = (fake: FakeStore) => {
  productIn(fake, 'RJ01000006').gift = null;
  const end = storeDate(60);
  fake.db.coupons = fake.db.coupons.map((c) =>
    c.issue.maker_id === 'RG10002' ? { ...c, end_date: end.date, end_date_str: end.text } : c,
  );
  const own = fake.db.coupons.find((c) => c.issue.product_id === 'RJ01000002');
  if (own)
    fake.db.coupons.push({
      ...own,
      coupon_id: 'CP0106',
      issue: { product_id: 'RJ01000006', maker_id: null },
    });
};

export const Coupons: IslandStory = {
  name: 'coupons',
  args: { html: priceBox('RJ01000006') },
  parameters: { workshop: { arrange: twoCoupons } },
  play: async (context) => {
    const { t, box } = await settledBox(context);
    const list = within(box.getByRole('list', { name: t.with_coupon }));
    const names = storyStore()
      .coupons('maniax')
      .filter((c) => c.issue.maker_id === 'RG10002' || c.issue.product_id === 'RJ01000006');
    await expect(list.getAllByRole('listitem')).toHaveLength(names.length);
    for (const coupon of names) await expect(list.getByText(coupon.coupon_name)).toBeVisible();
    // The end within a year shows; the one further away does not (the one-year rule,
    // docs/behaviour.md "Coupons and gifts").
    await expect(list.getAllByText(storeDate(60).text)).toHaveLength(1);
  },
};

export const Guest: IslandStory = {
  name: "guest's sign-in line (favourites link)",
  args: { html: priceBox('RJ01000005') },
  globals: { shopper: 'guest' },
  play: async (context) => {
    const { t, box } = await settledBox(context);
    // A guest's favourite is a link to the favourites page, which asks them to sign in
    // (docs/behaviour.md "Members and guests").
    await expect(box.getByRole('link', { name: t.into_favorite })).toHaveAttribute(
      'href',
      wishlistAdd('maniax', 'RJ01000005'),
    );
    await expect(box.getAllByRole('button', { name: t.into_cart })[0]).toBeEnabled();
    await expect(storyStore().requestsOf('boughts')).toHaveLength(0);
  },
};
