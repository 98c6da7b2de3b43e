// The favourite button. The add's body and its Added state, a failed add leaving the button to try again: the
// stories of src/workshop/stories/favorite-button.stories.tsx ("member adds a favourite", "member, the add
// fails"); Added, not an action, for a favourite: the story "member, already a favourite"; a guest's link to
// the wishlist page: the story "guest: a link to the wishlist page".
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { holdPost } from '../held-call';
import { FavoriteButton } from '../../src/components/favorite-button/favorite-button';
import { memberCookies, useMockApi } from '../mock-api';
import { renderWithStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

/** Renders `count` buttons of RJ01000002 for a member, once the favourites are in; returns the first. */
async function renderForMember(lang: 'jp' | 'en' = 'jp', count = 1) {
  memberCookies(lang);
  const buttons = Array.from({ length: count }, (_, i) => <FavoriteButton key={i} productId="RJ01000002" />);
  const { store } = renderWithStore(<>{buttons}</>, { config: { lang } });
  await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
  const name = lang === 'en' ? 'Add to Favorites' : 'お気に入りに追加';
  return { store, button: screen.getAllByRole('button', { name })[0] as HTMLElement };
}

describe('FavoriteButton', () => {
  it('a guest gets a plain link to the wishlist page, and no list is loaded', () => {
    fake.setMember(false);
    renderWithStore(<FavoriteButton productId="RJ01000002" />);
    const link = screen.getByRole('link', { name: 'お気に入りに追加' });
    expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/=/product_id/RJ01000002.html');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fake.requestsOf('favorites')).toHaveLength(0);
  });

  it('while its add is under way the button keeps the focus and does nothing; after a failure it is there to try again', async () => {
    const user = userEvent.setup();
    const { button } = await renderForMember();
    // Answered by the fake store once released, failing as set below.
    const held = holdPost('*/:site/cart/ajax');
    fake.setFault('wishlist', 'http500');
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

  it('a double click posts once; two buttons of the work share one store: Added in both', async () => {
    const user = userEvent.setup();
    const { store, button } = await renderForMember('jp', 2);
    await user.dblClick(button);
    await waitFor(() => expect(screen.getAllByText('追加済み')).toHaveLength(2));
    expect(fake.requestsOf('wishlist')).toHaveLength(1);
    expect(fake.requestsOf('wishlist')[0]?.body).toMatchObject({ obj_nocheck: '1' });
    expect(store.getState().lists.favorites.ids).toContain('RJ01000002');
    expect(fake.requestsOf('favorites')).toHaveLength(1);
  });

  // Which answers carry no message: test/store/error-message.test.ts; English pages' http500, malformed,
  // result-false and login-html: test/audit/user-faults.test.tsx.
  it.each([
    ['jp', 'xml-fail-nomsg', '通信に失敗しました', 'Communication failed'],
    ['en', 'xml-fail', 'エラーが発生しました。 An error occurred.', 'Communication failed'],
  ] as const)(
    '%s, %s: the alert reads its message, and nothing changes',
    async (lang, fault, message, not) => {
      fake.setFault('wishlist', fault);
      const user = userEvent.setup();
      const { store, button } = await renderForMember(lang);
      await user.click(button);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).not.toHaveTextContent(not);
      expect(store.getState().lists.favorites.ids).not.toContain('RJ01000002');
    },
  );
});
