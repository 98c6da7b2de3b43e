// docs/behaviour.md "Members and guests": a status answer without customer_id makes the page a guest's
// everywhere, not only for the favourite and follow buttons: neither the card nor the price box shows
// personal state (Download, In Cart, on rental, the rental deducted) from the lists a stale cookie loaded.
import { within } from '@testing-library/react';
import { staleMemberStatus } from '../../mock-api';
import { fixClock, renderBox, setupPriceBoxApi } from '../price-box/helpers';
import { jsonpThroughFetch, renderItem } from './helpers';

setupPriceBoxApi();
jsonpThroughFetch();

beforeEach(() => {
  fixClock();
  staleMemberStatus(['RJ01000001']);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The box, then the card (the box waits for its region, which the card has none of), for a stale cookie. */
async function renderBoth(work: string) {
  const box = (await renderBox(work, { member: true })).container;
  const { container: card, store } = await renderItem(work);
  // The card waited for the lists; the box shows only once they are in (coupons-wait.test.tsx).
  expect(store.getState().lists.boughts.status).toBe('succeeded');
  return { box, card, both: [box, card] };
}

// No bought, carted, rented or favourite state for any work from a stale status: selectProductView in
// test/store/product-selectors.test.ts; here both widgets read it with the page's member-ness.
describe('the card and the price box when the status says guest (stale cookie)', () => {
  it('a bought work: the add button, not Download or Stream', async () => {
    const { both } = await renderBoth('RJ01000010');
    for (const container of both) {
      for (const name of ['ダウンロード', 'ブラウザ視聴'])
        expect(within(container).queryByRole('link', { name })).toBeNull();
      expect(within(container).getAllByRole('button', { name: 'カートに入れる' }).length).toBeGreaterThan(0);
    }
  });

  it('the card: the favourite button is a plain link', async () => {
    const { card } = await renderBoth('RJ01000001');
    expect(within(card).queryByText('追加済み')).toBeNull();
    expect(within(card).getByRole('link', { name: 'お気に入りに追加' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/=/product_id/RJ01000001.html',
    );
  });

  it('the box of a rented work: the sell/rental choice as for anyone, no rental deducted', async () => {
    const { box } = await renderBoth('RJ01000002');
    const choice = within(box).getByRole('radiogroup', { name: '購入方法を選択' });
    expect(within(choice).getByRole('radio', { name: '通常購入' })).toBeChecked();
    expect(within(box).getByText('990円')).toBeInTheDocument();
  });
});
