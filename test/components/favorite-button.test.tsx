import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdPost } from '../held-call';
import { FavoriteButton } from '../../src/components/favorite-button/favorite-button';
import { memberCookies, useMockApi } from '../mock-api';
import { renderWithStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

describe('FavoriteButton', () => {
  it('a guest gets a plain link to the wishlist page, and no list is loaded', () => {
    fake.setMember(false);
    renderWithStore(<FavoriteButton productId="RJ01000002" />);
    const link = screen.getByRole('link', { name: 'お気に入りに追加' });
    expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/=/product_id/RJ01000002.html');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fake.requestsOf('favorites')).toHaveLength(0);
  });

  it('a member whose work is a favourite sees Added (not an action)', async () => {
    memberCookies('en');
    renderWithStore(<FavoriteButton productId="RJ01000001" />, { config: { lang: 'en' } });
    const added = await screen.findByText('Added');
    expect(added).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Add to Favorites' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('while its add is under way the button keeps the focus and does nothing; after a failure it is there to try again', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButton productId="RJ01000002" />);
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    // Answered by the fake store once released, failing as set below.
    const held = holdPost('*/:site/cart/ajax');
    fake.setFault('wishlist', 'http500');
    const button = screen.getByRole('button', { name: 'お気に入りに追加' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    held.release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();
    expect(fake.requestsOf('wishlist')).toHaveLength(1);
  });

  it('a member adds a favourite: one wishlist post, then Added', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButton productId="RJ01000002" />);
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    const button = screen.getByRole('button', { name: 'お気に入りに追加' });
    await user.dblClick(button);
    expect(await screen.findByText('追加済み')).toBeInTheDocument();
    const posts = fake.requestsOf('wishlist');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toMatchObject({ mode: 'wishlist', product_id: 'RJ01000002', obj_nocheck: '1' });
    expect(store.getState().lists.favorites.ids).toContain('RJ01000002');
    expect(fake.requestsOf('favorites')).toHaveLength(1);
  });

  it('a failed add shows the server message in an alert and changes nothing', async () => {
    memberCookies();
    fake.setFault('wishlist', 'xml-fail');
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButton productId="RJ01000002" />);
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await user.click(screen.getByRole('button', { name: 'お気に入りに追加' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(store.getState().lists.favorites.ids).not.toContain('RJ01000002');
    expect(screen.getByRole('button', { name: 'お気に入りに追加' })).toBeEnabled();
  });

  it('a failure without a message shows `failed` (en)', async () => {
    memberCookies('en');
    fake.setFault('wishlist', 'xml-fail-nomsg');
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButton productId="RJ01000002" />, { config: { lang: 'en' } });
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Communication failed');
    expect(alert).not.toHaveTextContent('通信に失敗しました');
  });

  it('a failure without a message shows `failed` (ja)', async () => {
    memberCookies();
    fake.setFault('wishlist', 'xml-fail-nomsg');
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButton productId="RJ01000002" />);
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await user.click(screen.getByRole('button', { name: 'お気に入りに追加' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
  });

  it.each(['malformed', 'http500'] as const)(
    '%s on an English page shows `failed` in English',
    async (fault) => {
      memberCookies('en');
      fake.setFault('wishlist', fault);
      const user = userEvent.setup();
      const { store } = renderWithStore(<FavoriteButton productId="RJ01000002" />, {
        config: { lang: 'en' },
      });
      await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
      await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Communication failed');
      expect(alert).not.toHaveTextContent('通信に失敗しました');
    },
  );

  it("a server's res_msg is shown as sent on an English page", async () => {
    memberCookies('en');
    fake.setFault('wishlist', 'xml-fail');
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButton productId="RJ01000002" />, { config: { lang: 'en' } });
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('エラーが発生しました。 An error occurred.');
  });

  it('two buttons for the same work share one store: adding in one shows Added in both', async () => {
    memberCookies();
    const user = userEvent.setup();
    const { store } = renderWithStore(
      <>
        <FavoriteButton productId="RJ01000002" />
        <FavoriteButton productId="RJ01000002" />
      </>,
    );
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    const [first] = screen.getAllByRole('button', { name: 'お気に入りに追加' });
    if (!first) throw new Error('no button');
    await user.click(first);
    await waitFor(() => expect(screen.getAllByText('追加済み')).toHaveLength(2));
    expect(fake.requestsOf('favorites')).toHaveLength(1);
  });
});
