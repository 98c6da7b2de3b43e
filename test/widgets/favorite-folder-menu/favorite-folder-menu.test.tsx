import { screen, waitFor, within } from '@testing-library/react';
import FavoriteFolderMenu from '../../../src/widgets/favorite-folder-menu/favorite-folder-menu';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { makeTestStore, renderWithStore } from '../../render';

// The current entry on the root list, Unclassified and a folder, the 'mygenre' root page, the phone's
// disclosure opening, and a guest's links: the stories of favorite-folder-menu; the links' addresses:
// test/e2e/follow.e2e.ts (the same AccountLinks); names holding markup shown as text: test/audit/xss.test.tsx.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

function renderAt(path: string, layout: string | null = null) {
  window.history.pushState({}, '', path);
  const store = makeTestStore({ pathname: window.location.pathname, layout });
  return renderWithStore(<FavoriteFolderMenu />, { store, config: { layout } });
}

const current = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

describe('favorite-folder-menu widget', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('links the root list, Unclassified and each folder with its count', async () => {
    memberCookies();
    renderAt('/maniax/mypage/wishlist/', 'mypage_wishlist');
    const nav = await screen.findByRole('navigation', { name: 'お気に入り' });
    const links = within(nav).getAllByRole('link');
    expect(hrefs(links)).toEqual([
      '/maniax/mypage/wishlist/',
      '/maniax/mypage/wishlist/folder/',
      ...[11, 12, 13, 14].map((id) => `/maniax/mypage/wishlist/folder/=/folder_id/${id}`),
    ]);
    expect(links.slice(0, 4).map((link) => link.textContent)).toEqual([
      'お気に入り 12件',
      '未分類 3件',
      'あとで買う Buy later 3件',
      'お気に入りの声優 / Voice? #1 100% 3件',
    ]);
  });

  // Links keep the page's own (legacy) type segment, so the current one matches the path.
  it.each([
    ['/maniax/mypage/followlist/folder/', 'mypage_followlist_folder', 'followlist', /未分類/],
    ['/maniax/mypage/mygenre/folder/=/folder_id/20', 'mypage_mygenre_folder', 'searchword', /ASMR/],
  ])('%s: the type from the path, the current entry marked', async (path, layout, type, name) => {
    memberCookies();
    renderAt(path, layout);
    const entry = await screen.findByRole('link', { name });
    expect(current()).toEqual([entry]);
    expect(entry).toHaveAttribute('href', path);
    expect(fake.requestsOf('folders')[0]?.url).toContain(`type=${type}`);
  });

  it('a phone disclosure: before the folders are in, a disabled toggle named by the type holds its place', async () => {
    memberCookies();
    fake.setFault('folders', 'hang');
    renderAt('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    const waiting = await screen.findByRole('button', { name: 'お気に入り' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('the toggle names the current folder with its count and controls the list', async () => {
    memberCookies();
    renderAt('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    const toggle = await screen.findByRole('button', { name: 'あとで買う Buy later 3件' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(within(list as HTMLElement).getAllByRole('link')).toHaveLength(6);
  });

  it('a member whose status says the cookie is stale: the menu turns to the guest links', async () => {
    memberCookies();
    staleMemberStatus();
    renderAt('/maniax/mypage/wishlist/', 'mypage_wishlist');
    const nav = await screen.findByRole('navigation', { name: 'お気に入り' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['会員登録', 'ログイン']),
    );
    expect(fake.requestsOf('folders')).toHaveLength(0);
  });

  it('renders nothing off the my-page screens', async () => {
    memberCookies();
    const { container, island } = renderAt('/maniax/work/=/product_id/RJ01000001.html');
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
