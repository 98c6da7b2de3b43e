// The worked example of docs/testing.md: a widget against the fake store, as a page would render it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FavoriteButtonWidget from '../../src/widgets/favorite-button/favorite-button-widget';
import { memberCookies, useMockApi } from '../mock-api';
import { renderWithStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

describe('favorite-button against the fake store', () => {
  it('a member adds a favourite: one wishlist post, then Added', async () => {
    memberCookies('en');
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButtonWidget productId="RJ01000002" />, {
      config: { lang: 'en' },
    });
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(await screen.findByText('Added')).toBeInTheDocument();
    expect(fake.requestsOf('wishlist')).toHaveLength(1);
  });

  it('a failed add shows `failed` in an alert and changes nothing', async () => {
    memberCookies('en');
    fake.setFault('wishlist', 'xml-fail-nomsg');
    const user = userEvent.setup();
    const { store } = renderWithStore(<FavoriteButtonWidget productId="RJ01000002" />, {
      config: { lang: 'en' },
    });
    await waitFor(() => expect(store.getState().lists.favorites.status).toBe('succeeded'));
    await user.click(screen.getByRole('button', { name: 'Add to Favorites' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Communication failed');
    expect(store.getState().lists.favorites.ids).not.toContain('RJ01000002');
  });
});
