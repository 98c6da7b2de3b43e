import { screen, waitFor, within } from '@testing-library/react';
import FavoriteFolderMenu from '../../../src/widgets/favorite-folder-menu/favorite-folder-menu';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { makeTestStore, renderWithStore } from '../../render';

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

describe('favorite-folder-menu widget', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('links the root list, Unclassified and each folder with counts; root is current', async () => {
    memberCookies();
    renderAt('/maniax/mypage/wishlist/', 'mypage_wishlist');
    const nav = await screen.findByRole('navigation', { name: 'お気に入り' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/maniax/mypage/wishlist/',
      '/maniax/mypage/wishlist/folder/',
      '/maniax/mypage/wishlist/folder/=/folder_id/11',
      '/maniax/mypage/wishlist/folder/=/folder_id/12',
      '/maniax/mypage/wishlist/folder/=/folder_id/13',
      '/maniax/mypage/wishlist/folder/=/folder_id/14',
    ]);
    expect(links[0]).toHaveTextContent('お気に入り 12件');
    expect(links[1]).toHaveTextContent('未分類 3件');
    expect(links[2]).toHaveTextContent('あとで買う Buy later 3件');
    // Names with HTML and URL characters are plain text.
    expect(links[3]).toHaveTextContent('お気に入りの声優 / Voice? #1 100% 3件');
    expect(links[4]).toHaveTextContent('<b>太字</b><img src=x onerror=alert(2)>');
    expect(nav.querySelector('img, b')).toBeNull();
    expect(current()).toEqual([links[0]]);
  });

  it('marks Unclassified on the unclassified page and a folder on its page (type from the path)', async () => {
    memberCookies();
    renderAt('/maniax/mypage/followlist/folder/', 'mypage_followlist_folder');
    const unclassified = await screen.findByRole('link', { name: /未分類/ });
    expect(current()).toEqual([unclassified]);
    expect(fake.requestsOf('folders')[0]?.url).toContain('type=followlist');
  });

  it('marks the folder on a folder page', async () => {
    memberCookies();
    renderAt('/maniax/mypage/mygenre/folder/=/folder_id/20', 'mypage_mygenre_folder');
    const folder = await screen.findByRole('link', { name: /ASMR \/ 耳かき\? #tag 50%/ });
    // Links keep the page's own (legacy) type segment so the current one matches the path.
    expect(folder).toHaveAttribute('href', '/maniax/mypage/mygenre/folder/=/folder_id/20');
    expect(current()).toEqual([folder]);
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('保存した検索条件');
  });

  it("a 'mygenre' root page: every link keeps 'mygenre' and the root is current; the call uses searchword", async () => {
    memberCookies();
    renderAt('/maniax/mypage/mygenre/', 'mypage_mygenre');
    const nav = await screen.findByRole('navigation', { name: '保存した検索条件' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/maniax/mypage/mygenre/',
      '/maniax/mypage/mygenre/folder/',
      '/maniax/mypage/mygenre/folder/=/folder_id/19',
      '/maniax/mypage/mygenre/folder/=/folder_id/20',
      '/maniax/mypage/mygenre/folder/=/folder_id/21',
      '/maniax/mypage/mygenre/folder/=/folder_id/22',
    ]);
    expect(current()).toEqual([links[0]]);
    expect(fake.requestsOf('folders')[0]?.url).toContain('type=searchword');
  });

  it('a phone disclosure: one toggle before the folders are in and after, naming the current folder', async () => {
    memberCookies();
    fake.setFault('folders', 'hang');
    renderAt('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    // Before the list: the toggle holds the menu's place, named by the type, and cannot open yet.
    const waiting = await screen.findByRole('button', { name: 'お気に入り' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('the toggle names the current folder with its count and controls the list', async () => {
    memberCookies();
    renderAt('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    const toggle = await screen.findByRole('button', { name: 'あとで買う Buy later 3件' });
    expect(toggle).toBeEnabled();
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(within(list as HTMLElement).getAllByRole('link')).toHaveLength(6);
    toggle.click();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    toggle.click();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('a guest: the sign-up and log-in links in the menu, no folder link, no folders asked for', async () => {
    fake.setMember(false);
    const { island } = renderAt('/maniax/mypage/wishlist/', 'mypage_wishlist');
    const nav = await screen.findByRole('navigation', { name: 'お気に入り' });
    expect(island.markReady).toHaveBeenCalledTimes(1);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['会員登録', 'http://localhost:3000/maniax/regist/user'],
      ['ログイン', `http://localhost:3000/maniax/login/=/${encodeURIComponent(window.location.href)}`],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(fake.requestsOf('status')).toHaveLength(1));
    expect(fake.requestsOf('folders')).toHaveLength(0);
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
