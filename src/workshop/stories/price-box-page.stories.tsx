import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatNumber, formatYen } from '../../domain/pricing';
import { LIVE_EXPECTED } from '../../mocks/live-answers';
import { islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import type { FakeStore } from '../../mocks/fake-store';
import { DEVICES, islandOf, localeOf, priceBox, settleCards, storeDate } from './card-markup';

// The price box on its page: the floating cart bar, the server's devices list, the live store's answers,
// and while its calls wait or fail.

const meta = {
  title: 'price-box/page and failures',
  ...islandMeta,
  args: { html: priceBox('RJ01000007') },
} satisfies Meta<IslandArgs>;
export default meta;

/**
 * The bar appears once the page is scrolled past 350 px (docs/behaviour.md "Cart"): a work page long enough
 * for that.
 */
const LONG_PAGE = `${priceBox('RJ01000007')}<div style="height: 2400px"></div>`;

export const CartBar: IslandStory = {
  name: 'cart bar',
  args: { html: LONG_PAGE },
  play: async (context) => {
    const { t, canvas } = await settleCards(context);
    // Before the scroll the bar is out of sight, and out of the accessibility tree.
    await expect(canvas.queryByRole('region', { name: t.cart_bar })).toBeNull();
    window.scrollTo(0, 800);
    const bar = within(await canvas.findByRole('region', { name: t.cart_bar }));
    await expect(bar.getByRole('button', { name: t.into_cart })).toBeEnabled();
    await expect(bar.getByText(formatYen(550, localeOf(context)))).toBeVisible();
    // Hidden and shown again by its toggle (the choice is kept in the cart_float cookie).
    await userEvent.click(bar.getByRole('button', { name: t.cart_bar_hide }));
    await expect(bar.getByRole('button', { name: t.cart_bar_show })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(bar.queryByRole('button', { name: t.into_cart })).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: t.cart_bar_show }));
    await expect(bar.getByRole('button', { name: t.into_cart })).toBeEnabled();
    window.scrollTo(0, 0);
  },
};

export const Devices: IslandStory = {
  name: 'devices slot',
  play: async (context) => {
    const { t } = await settleCards(context);
    const toggle = within(context.canvasElement).getByRole('button', { name: t.devices });
    const list = context.canvasElement.querySelector<HTMLElement>('[data-slot="devices"]');
    await expect(toggle).toHaveAttribute('aria-controls', list?.id);
    await expect(list).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await expect(within(list as HTMLElement).getAllByRole('listitem')).toHaveLength(DEVICES.length);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeVisible());
    await expect(toggle).toHaveFocus();
  },
};

export const LiveAnswers: IslandStory = {
  name: "live store's answers, foreign prices (en)",
  globals: { answers: 'live', lang: 'en' },
  args: {
    html: Object.keys(LIVE_EXPECTED)
      .map((id) => priceBox(id, false))
      .join(''),
  },
  play: async (context) => {
    await islandsSettled(context);
    // The figures a shopper must see for each captured answer, a currency it does not give left out.
    for (const [id, want] of Object.entries(LIVE_EXPECTED)) {
      const box = islandOf(context.canvasElement, 'price-box', id);
      await expect(within(box).getByText(formatYen(want.yen, 'en'))).toBeVisible();
      await expect(box).toHaveTextContent(`${formatNumber(want.points)}pt`);
      const usd = box.querySelector('.sf-price-box__usd');
      const eur = box.querySelector('.sf-price-box__eur');
      if (want.usd === null) await expect(usd).toBeNull();
      else await expect(usd).toHaveTextContent(want.usd);
      if (want.eur === null) await expect(eur).toBeNull();
      else await expect(eur).toHaveTextContent(want.eur);
    }
  },
};

export const Loading: IslandStory = {
  name: 'loading',
  globals: { fault: 'loading' },
  parameters: { workshop: { state: 'loading' } },
};

export const Failed: IslandStory = {
  name: 'failed (HTTP 500)',
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['productInfo'], state: 'error' } },
  play: async (context) => {
    await islandsSettled(context);
    // Nothing rendered; the server's devices list stays as it was (hidden).
    await expect(context.canvasElement.querySelector('.sf-price-box')).toBeNull();
    await expect(context.canvasElement.querySelector('[data-slot="devices"]')).toHaveAttribute('hidden');
  },
};

/** RJ01000006's maker coupon still running (its fixture ends in 2027), so only the failure can hide it. */
const makerCouponRunning = (fake: FakeStore) => {
  const end = storeDate(60);
  fake.db.coupons = fake.db.coupons.map((c) =>
    c.issue.maker_id === 'RG10002' ? { ...c, end_date: end.date, end_date_str: end.text } : c,
  );
};

export const CouponsFailed: IslandStory = {
  name: 'coupon call failing alone',
  args: { html: priceBox('RJ01000006') },
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['coupons'], arrange: makerCouponRunning } },
  play: async (context) => {
    const { t } = await settleCards(context);
    const box = within(context.canvasElement);
    // The price and the cart as ever, without the coupon the work has.
    await expect(box.getByText(formatYen(1650, localeOf(context)))).toBeVisible();
    await expect(box.queryByRole('list', { name: t.with_coupon })).toBeNull();
    await expect(box.getAllByRole('button', { name: t.into_cart })[0]).toBeEnabled();
  },
};

export const BooksSite: IslandStory = {
  name: 'books site',
  globals: { site: 'books' },
  args: { html: priceBox('BJ02000005') },
  play: async (context) => {
    const { t } = await settleCards(context);
    const box = within(context.canvasElement);
    await expect(box.getByText(formatYen(1045, localeOf(context)))).toBeVisible();
    await expect(box.getAllByRole('button', { name: t.into_cart })[0]).toBeEnabled();
  },
};

export const AddFails: IslandStory = {
  name: 'add to cart fails (XML result_code -1)',
  globals: { fault: 'xml-fail' },
  parameters: { workshop: { faultCalls: ['cart'] } },
  play: async (context) => {
    const { t } = await settleCards(context);
    const box = within(context.canvasElement);
    const added: Event[] = [];
    const listen = (event: Event) => added.push(event);
    document.addEventListener('storefront:cart-added', listen);
    await userEvent.click(box.getAllByRole('button', { name: t.into_cart })[0] as HTMLElement);
    // The store's message, and the button still there to try again; nothing was added.
    await expect(await box.findByRole('alert')).toHaveTextContent('An error occurred.');
    await expect(box.getAllByRole('button', { name: t.into_cart })[0]).toBeEnabled();
    await expect(box.queryByRole('link', { name: t.cart })).toBeNull();
    document.removeEventListener('storefront:cart-added', listen);
    await expect(added).toHaveLength(0);
  },
};
