// docs/behaviour.md "Members and guests": a status answer without customer_id makes the page a guest's
// everywhere, not only for the favourite and follow buttons: the card shows no personal state from the lists
// a stale cookie loaded.
import { screen } from '@testing-library/react';
import { staleMemberStatus, useMockApi } from '../../mock-api';
import { jsonpThroughFetch, renderItem } from './helpers';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
jsonpThroughFetch();

describe('product-item when the status says guest (stale cookie)', () => {
  beforeEach(() => staleMemberStatus(['RJ01000001']));

  it('a bought work (RJ01000010): no Download or Stream, the add button instead', async () => {
    const { store } = await renderItem('RJ01000010');
    expect(store.getState().lists.boughts.ids).toContain('RJ01000010');
    expect(screen.queryByRole('link', { name: 'ダウンロード' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'ブラウザ視聴' })).toBeNull();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('a work in the status cart (RJ01000001): no In Cart; the favourite button is a plain link', async () => {
    await renderItem('RJ01000001');
    expect(screen.queryByRole('link', { name: 'カートに入っています' })).toBeNull();
    expect(screen.queryByText('追加済み')).toBeNull();
    expect(screen.getByRole('link', { name: 'お気に入りに追加' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/=/product_id/RJ01000001.html',
    );
  });

  it('a rented work (RJ01000002): not on rental', async () => {
    await renderItem('RJ01000002');
    expect(screen.queryByRole('link', { name: /レンタル中/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });
});
