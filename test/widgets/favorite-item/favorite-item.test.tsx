// The favorite-item widget in jsdom: what its stories (src/workshop/stories/favorite-item*.stories.tsx, the
// row's fade among them) and the browser suite (test/e2e/tabs.e2e.ts) leave unproven.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { PageConfig } from '../../../src/config/page-config';
import type { ItemAction, TabChange } from '../../../src/domain/tab-change';
import { createHostEventsMiddleware, FOLDERS_CHANGED } from '../../../src/events/host-events';
import { createAppStore, type AppStore } from '../../../src/store/create-store';
import { loadFolders } from '../../../src/store/folders-slice';
import { itemChangedElsewhere } from '../../../src/store/ui-slice';
import FavoriteItem from '../../../src/widgets/favorite-item/favorite-item';
import { holdPost } from '../../held-call';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

type Page = readonly [path: string, layout: string];
const ROOT: Page = ['/maniax/mypage/wishlist/', 'mypage_wishlist'];
const FOLDER_11: Page = ['/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder'];

interface RenderOptions {
  lang?: 'jp' | 'en';
  guest?: boolean;
  store?: AppStore;
  config?: Partial<PageConfig>;
}

/** Opens `page` (as a member unless `guest`) and renders one item row on it, in a host row element. */
function renderItem(
  [path, layout]: Page,
  props: { itemId: string; folderId: string | null; folderName?: string },
  { lang = 'jp', guest = false, store, config }: RenderOptions = {},
) {
  if (!guest) memberCookies(lang);
  window.history.pushState({}, '', path);
  const appStore = store ?? makeTestStore({ lang, pathname: path, layout });
  const element = document.createElement('div');
  element.setAttribute('data-widget', 'favorite-item');
  document.body.append(element);
  renderWithStore(<FavoriteItem folderName="" {...props} />, {
    store: appStore,
    island: makeIslandHandle(element),
    config: { lang, layout, ...config },
  });
  return { store: appStore, element };
}

const body = (i = 0) => fake.requestsOf('itemAction')[i]?.body;
const itemCallPath = () => new URL(fake.requestsOf('itemAction')[0]?.url ?? '').pathname;
const trigger = (index = 0, name = '移動・削除') =>
  screen.getAllByRole('button', { name })[index] as HTMLElement;

/** Opens an item's menu; returns it once it lists the folders. */
async function openMenu(index = 0, name = '移動・削除') {
  await userEvent.click(trigger(index, name));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole('menuitemradio').length).toBeGreaterThan(1));
  return menu;
}

afterEach(() => {
  window.history.pushState({}, '', '/');
});

describe('favorite-item widget', () => {
  it("names an unclassified item by the page's label (the host's i18n too), not the name the server sent", async () => {
    renderItem(
      ROOT,
      { itemId: '110', folderId: null, folderName: '未分類' },
      { lang: 'en', config: { i18n: { en: { unclassified: 'No folder' } } } },
    );
    expect(await screen.findByRole('link', { name: 'No folder' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/folder/',
    );
    expect(screen.queryByText('未分類')).toBeNull();
  });

  // Esc, focus back on the button and one menu at a time: the story favorite-item "item menu open"; an
  // outside press: test/components/popup/use-popup-trigger.test.tsx, the popup hook the menu uses.
  it('the menu button toggles its menu', async () => {
    renderItem(ROOT, { itemId: '101', folderId: '11' });
    await openMenu();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('on the root list: the current folder sends nothing; a move shows no notice and reloads the folders', async () => {
    renderItem(ROOT, { itemId: '101', folderId: '11', folderName: 'あとで買う Buy later' });
    const current = within(await openMenu()).getByRole('menuitemradio', { name: 'あとで買う Buy later' });
    expect(current).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(current);
    expect(fake.requestsOf('itemAction')).toHaveLength(0);
    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Voice\? #1 100%/ }));
    await screen.findByRole('link', { name: 'お気に入りの声優 / Voice? #1 100%' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await waitFor(() => expect(fake.requestsOf('folders')).toHaveLength(2));
  });

  it("a 'mygenre' root list: a move to Unclassified keeps 'mygenre' in the link, the call goes to searchword", async () => {
    renderItem(['/maniax/mypage/mygenre/', 'mypage_mygenre'], { itemId: '124', folderId: '19' });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: '未分類' }));
    expect(await screen.findByRole('link', { name: '未分類' })).toHaveAttribute(
      'href',
      '/maniax/mypage/mygenre/folder/',
    );
    expect(itemCallPath()).toBe('/maniax/mypage/searchword/ajax');
  });

  it("a follow list folder page: the row fades out into 'moved to', the folder's name as text", async () => {
    const page: Page = ['/maniax/mypage/followlist/folder/=/folder_id/15', 'mypage_followlist_folder'];
    const { element } = renderItem(page, { itemId: '113', folderId: '15' });
    // The live region is there from the start (empty); the message arrives in it after the fade.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: '<i>HTML</i> makers' }));
    await waitFor(() => expect(element).toHaveClass('sf-favorite-item-row--leaving'));
    await waitFor(() => expect(status).toHaveTextContent('<i>HTML</i> makersに移動しました。'));
    expect(element).toHaveClass('sf-favorite-item-row--hidden');
    expect(element.querySelector('i')).toBeNull();
    expect(itemCallPath()).toBe('/maniax/mypage/followlist/ajax');
    expect(body()).toEqual({ type: '1', action: 'move', item_id: '113', dst_folder: '18' });
  });

  // The name rules: test/domain/folder-name.test.ts; the empty name's message: the story favorite-item/actions
  // "a refused name for the new folder".
  it('offers the next Japanese default name and refuses a long one without a request', async () => {
    renderItem(ROOT, { itemId: '101', folderId: '11' });
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '新しいフォルダを作成' }));
    const input = screen.getByRole('textbox', { name: 'フォルダ名' });
    expect(input).toHaveValue('新しいフォルダ1');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('a'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByRole('alert')).toHaveTextContent('フォルダ名が長すぎます。');
    expect(fake.requests.filter((r) => r.call === 'folderAction' || r.call === 'itemAction')).toEqual([]);
  });

  it('a create whose move then fails: the folder is announced (page and other tabs), the failure shown, the item and the typed name kept', async () => {
    memberCookies();
    const [path, layout] = FOLDER_11;
    const store = createAppStore({ ...makeTestStore().context, pathname: path, layout }, [
      createHostEventsMiddleware('maniax'),
    ]);
    const sent: TabChange[] = [];
    store.tabSync.send = (change) => sent.push(change);
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener(FOLDERS_CHANGED, listener);
    try {
      renderItem(FOLDER_11, { itemId: '101', folderId: '11' }, { store });
      fake.setFault('itemAction', 'http500');
      await openMenu();
      await userEvent.click(screen.getByRole('menuitem', { name: '新しいフォルダを作成' }));
      const input = screen.getByRole('textbox', { name: 'フォルダ名' });
      await userEvent.clear(input);
      await userEvent.type(input, 'Later{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
      const folderId = String(fake.db.folders.folders.find((f) => f.name === 'Later')?.id);
      expect(details).toEqual([
        { site: 'maniax', remote: false, favoriteType: 'wishlist', change: 'folder-created', folderId },
      ]);
      expect(sent).toEqual([{ kind: 'folders', favoriteType: 'wishlist' }]);
      // Nothing lost: the row stays with its popup and the typed name, and the new folder is offered.
      expect(screen.getByRole('textbox', { name: 'フォルダ名' })).toHaveValue('Later');
      expect(await screen.findByRole('menuitemradio', { name: /Later/ })).toBeInTheDocument();
      expect(fake.requestsOf('folderAction')).toHaveLength(1);
    } finally {
      document.removeEventListener(FOLDERS_CHANGED, listener);
    }
  });

  // Focus on Undo, then back on the menu button: the story favorite-item/actions "deleted, then undone".
  it.each([
    ['folder 11', FOLDER_11, '11', { favorite_folder_id: '11' }],
    ['the unclassified folder', ['/maniax/mypage/wishlist/folder/', 'mypage_wishlist_folder'], null, {}],
  ] as const)(
    'delete then Undo in %s: the recovery sends the relation and the folder, if any',
    async (_, page, folderId, folder) => {
      const { element } = renderItem(page, { itemId: '101', folderId });
      await openMenu();
      await userEvent.click(screen.getByRole('menuitem', { name: '削除' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('削除しました。'));
      expect(element).toHaveClass('sf-favorite-item-row--hidden');
      await userEvent.click(screen.getByRole('button', { name: '元に戻す' }));
      await screen.findByRole('button', { name: '移動・削除' });
      expect(body(1)).toEqual({
        type: '1',
        action: 'delete_recovery',
        item_id: '101',
        ...folder,
        relation_id: 'rel-1',
      });
      expect(element.className).not.toMatch(/leaving|hidden/);
    },
  );

  it.each([
    ['jp', 'result-false', /エラーが発生しました。 An error occurred\./],
    ['jp', 'http500', /通信に失敗しました/],
    ['en', 'xml-fail-nomsg', /^Communication failed$/],
    ['en', 'malformed', /^Communication failed$/],
  ] as const)(
    '%s, %s: a failed move or delete shows its alert and changes nothing',
    async (lang, fault, message) => {
      const name = lang === 'en' ? 'Move or delete' : '移動・削除';
      const { element } = renderItem(FOLDER_11, { itemId: '101', folderId: '11' }, { lang });
      await openMenu(0, name);
      fake.setFault('itemAction', fault);
      await userEvent.click(screen.getByRole('menuitemradio', { name: /Voice/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(element.className).not.toMatch(/leaving|hidden/);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      await userEvent.click(screen.getByRole('menuitem', { name: lang === 'en' ? 'Delete' : '削除' }));
      await waitFor(() => expect(fake.requestsOf('itemAction')).toHaveLength(2));
      await act(async () => {});
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(element.className).not.toMatch(/leaving|hidden/);
      expect(screen.getByRole('menuitemradio', { name: 'あとで買う Buy later' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
    },
  );

  it('while a change is under way the items keep the focus, say they are unavailable and do nothing', async () => {
    renderItem(FOLDER_11, { itemId: '101', folderId: '11' });
    const menu = await openMenu();
    const held = holdPost('*/:site/mypage/:type/ajax', () =>
      HttpResponse.json({ result: false, data: null, msg: '' }),
    );
    const remove = within(menu).getByRole('menuitem', { name: '削除' });
    await userEvent.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Voice/ }));
    await userEvent.click(remove);
    held.release();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(remove).not.toHaveAttribute('aria-disabled');
    expect(remove).toHaveFocus();
    expect(held.asked()).toBe(1);
  });

  // A guest's links, no menu and no folders asked for: the story favorite-item "guest: the sign-up and log-in
  // links in place of the menu"; the links' addresses: test/e2e/follow.e2e.ts (the same AccountLinks).
  it('a member whose status says the cookie is stale, on the root list: the folder link and the account links, no item menu', async () => {
    staleMemberStatus();
    renderItem(ROOT, { itemId: '101', folderId: '11', folderName: 'あとで買う' });
    expect(await screen.findByRole('link', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'あとで買う',
      '会員登録',
      'ログイン',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(fake.requestsOf('folders')).toHaveLength(0);
  });
});

// Moved or deleted there and undone: test/e2e/tabs.e2e.ts; the view each change leads to: item-view.test.ts.
describe("favorite-item: the same item changed in another of the shopper's tabs", () => {
  /** What tab-sync.ts dispatches for a message from another tab. */
  const elsewhere = (store: AppStore, itemId: string, action: ItemAction, folderId: string | null) =>
    act(async () => {
      store.dispatch({ ...itemChangedElsewhere({ itemId, action, folderId }), meta: { remote: true } });
      await Promise.resolve();
    });

  it('moved into a folder created there: no "moved to" until the reloaded list names it', async () => {
    const { store } = renderItem(FOLDER_11, { itemId: '101', folderId: '11' });
    await waitFor(() => expect(store.getState().folders.status).toBe('succeeded'));
    const folder = { ...fake.db.folders.folders[0], id: 99, name: '新しいフォルダ Fresh' };
    fake.db.folders.folders.push(folder as (typeof fake.db.folders.folders)[number]);
    await elsewhere(store, '101', 'moved', '99');
    await waitFor(() => expect(screen.queryByRole('button', { name: '移動・削除' })).toBeNull());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // What tab-sync.ts does next: the folder list reloads once, and the notice names the new folder.
    await act(async () => {
      await store.dispatch(loadFolders({ force: true }));
    });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('新しいフォルダ Freshに移動しました。'),
    );
  });

  it('the same change twice still reaches the row (moved away, back, away again)', async () => {
    const { store, element } = renderItem(FOLDER_11, { itemId: '101', folderId: '11' });
    await elsewhere(store, '101', 'moved', null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('未分類に移動しました。'));
    await elsewhere(store, '101', 'moved', '11');
    await screen.findByRole('button', { name: '移動・削除' });
    await elsewhere(store, '101', 'moved', null);
    await waitFor(() => expect(element).toHaveClass('sf-favorite-item-row--hidden'));
  });

  it('on the root list a move elsewhere changes the folder link; another item is left alone', async () => {
    const { store } = renderItem(ROOT, { itemId: '101', folderId: '11', folderName: 'あとで買う Buy later' });
    await elsewhere(store, '110', 'deleted', null);
    await elsewhere(store, '101', 'moved', null);
    expect(await screen.findByRole('link', { name: '未分類' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/folder/',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
