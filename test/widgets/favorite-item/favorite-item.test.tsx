import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { holdPost } from '../../held-call';
import { favoriteItemWidget } from '../../../src/widgets/favorite-item/definition';
import FavoriteItem from '../../../src/widgets/favorite-item/favorite-item';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';
import type { AppStore } from '../../../src/store/create-store';
import { itemChangedElsewhere } from '../../../src/store/ui-slice';
import { loadFolders } from '../../../src/store/folders-slice';
import type { ItemAction, TabChange } from '../../../src/domain/tab-change';
import { createAppStore } from '../../../src/store/create-store';
import { createHostEventsMiddleware, FOLDERS_CHANGED } from '../../../src/events/host-events';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

function rowElement(title: string): HTMLElement {
  const el = document.createElement('div');
  el.setAttribute('data-widget', 'favorite-item');
  el.innerHTML = `<span class="title">${title}</span>`;
  document.body.append(el);
  return el;
}

function setup(path: string, layout: string | null) {
  memberCookies();
  window.history.pushState({}, '', path);
  return makeTestStore({ pathname: window.location.pathname, layout });
}

function renderItem(
  store: AppStore,
  props: { itemId: string; folderId: string | null; folderName?: string },
  layout: string | null,
) {
  const element = rowElement(`item ${props.itemId}`);
  const island = makeIslandHandle(element);
  const result = renderWithStore(<FavoriteItem folderName="" {...props} />, {
    store,
    island,
    config: { layout },
  });
  return { ...result, element };
}

const body = (i = 0) => fake.requestsOf('itemAction')[i]?.body;
const trigger = (index = 0) => screen.getAllByRole('button', { name: '移動・削除' })[index] as HTMLElement;

async function openMenu(index = 0) {
  await userEvent.click(trigger(index));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(within(menu).getAllByRole('menuitemradio').length).toBeGreaterThan(1));
  return menu;
}

describe('favorite-item widget', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    document.body.innerHTML = '';
  });

  it('parses its attributes', () => {
    const el = document.createElement('div');
    expect(favoriteItemWidget.parse({ itemId: 101, folderId: '', folderName: 'x' }, el)).toEqual({
      ok: true,
      props: { itemId: '101', folderId: null, folderName: 'x' },
    });
    expect(favoriteItemWidget.parse({ folderId: 11 }, el).ok).toBe(false);
  });

  it('names an unclassified item by the label on the root list, not by the name the server sent', async () => {
    memberCookies('en');
    window.history.pushState({}, '', '/maniax/mypage/wishlist/');
    const store = makeTestStore({
      lang: 'en',
      pathname: '/maniax/mypage/wishlist/',
      layout: 'mypage_wishlist',
    });
    const element = rowElement('item 110');
    renderWithStore(<FavoriteItem itemId="110" folderId={null} folderName="未分類" />, {
      store,
      island: makeIslandHandle(element),
      config: { lang: 'en', layout: 'mypage_wishlist', i18n: { en: { unclassified: 'No folder' } } },
    });
    expect(await screen.findByRole('link', { name: 'No folder' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/folder/',
    );
    expect(screen.queryByText('未分類')).toBeNull();
  });

  it('keeps one popup open at a time, toggles, and closes on Esc and outside click', async () => {
    const store = setup('/maniax/mypage/wishlist/', 'mypage_wishlist');
    renderItem(store, { itemId: '101', folderId: '11' }, 'mypage_wishlist');
    renderItem(store, { itemId: '110', folderId: null }, 'mypage_wishlist');
    expect(trigger(0)).toHaveAttribute('aria-haspopup', 'menu');
    await openMenu(0);
    expect(trigger(0)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger(1));
    expect(screen.getAllByRole('menu')).toHaveLength(1);
    expect(trigger(0)).toHaveAttribute('aria-expanded', 'false');
    expect(trigger(1)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(trigger(1));
    expect(screen.queryByRole('menu')).toBeNull();
    await openMenu(0);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger(0)).toHaveFocus();
    await openMenu(0);
    await userEvent.click(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('moves on the root page: exact request, folder link and name update', async () => {
    const store = setup('/maniax/mypage/wishlist/', 'mypage_wishlist');
    renderItem(
      store,
      { itemId: '101', folderId: '11', folderName: 'あとで買う Buy later' },
      'mypage_wishlist',
    );
    expect(screen.getByRole('link', { name: 'あとで買う Buy later' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/folder/=/folder_id/11',
    );
    const menu = await openMenu();
    const current = within(menu).getByRole('menuitemradio', { name: 'あとで買う Buy later' });
    expect(current).toHaveAttribute('aria-checked', 'true');
    // The current folder: nothing is sent.
    await userEvent.click(current);
    expect(fake.requestsOf('itemAction')).toHaveLength(0);

    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Voice\? #1 100%/ }));
    const link = await screen.findByRole('link', { name: 'お気に入りの声優 / Voice? #1 100%' });
    expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/folder/=/folder_id/12');
    const [request] = fake.requestsOf('itemAction');
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/maniax/mypage/wishlist/ajax');
    expect(body()).toEqual({ type: '1', action: 'move', item_id: '101', dst_folder: '12' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    // The folders reload after the move.
    await waitFor(() => expect(fake.requestsOf('folders')).toHaveLength(2));

    // Unclassified: dst_folder left out.
    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: '未分類' }));
    await screen.findByRole('link', { name: '未分類' });
    expect(body(1)).toEqual({ type: '1', action: 'move', item_id: '101' });
  });

  it("a 'mygenre' root page: the folder link keeps 'mygenre' (as the folder menu does), calls use searchword", async () => {
    const store = setup('/maniax/mypage/mygenre/', 'mypage_mygenre');
    renderItem(
      store,
      { itemId: '124', folderId: '19', folderName: '保存した検索 Saved searches' },
      'mypage_mygenre',
    );
    expect(screen.getByRole('link', { name: '保存した検索 Saved searches' })).toHaveAttribute(
      'href',
      '/maniax/mypage/mygenre/folder/=/folder_id/19',
    );
    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: '未分類' }));
    expect(await screen.findByRole('link', { name: '未分類' })).toHaveAttribute(
      'href',
      '/maniax/mypage/mygenre/folder/',
    );
    expect(new URL(fake.requestsOf('itemAction')[0]?.url ?? '').pathname).toBe(
      '/maniax/mypage/searchword/ajax',
    );
    expect(new URL(fake.requestsOf('folders')[0]?.url ?? '').searchParams.get('type')).toBe('searchword');
  });

  it("fades the row out on a folder page and shows 'moved to' (followlist path)", async () => {
    const store = setup('/maniax/mypage/followlist/folder/=/folder_id/15', 'mypage_followlist_folder');
    const { element } = renderItem(store, { itemId: '113', folderId: '15' }, 'mypage_followlist_folder');
    expect(screen.queryByRole('link')).toBeNull();
    // The live region is there from the start (empty); the message arrives in it after the fade.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await openMenu();
    await userEvent.click(screen.getByRole('menuitemradio', { name: '<i>HTML</i> makers' }));
    await waitFor(() => expect(element).toHaveClass('sf-favorite-item-row--leaving'));
    await waitFor(() => expect(status).toHaveTextContent('<i>HTML</i> makersに移動しました。'));
    expect(element).toHaveClass('sf-favorite-item-row--hidden');
    expect(element.querySelector('i')).toBeNull();
    expect(new URL(fake.requestsOf('itemAction')[0]?.url ?? '').pathname).toBe(
      '/maniax/mypage/followlist/ajax',
    );
    expect(body()).toEqual({ type: '1', action: 'move', item_id: '113', dst_folder: '18' });
  });

  it('validates the new folder name without a request', async () => {
    const store = setup('/maniax/mypage/wishlist/', 'mypage_wishlist');
    renderItem(store, { itemId: '101', folderId: '11' }, 'mypage_wishlist');
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '新しいフォルダを作成' }));
    const input = screen.getByRole('textbox', { name: 'フォルダ名' });
    expect(input).toHaveValue('新しいフォルダ1');
    const cases: [string, string][] = [
      ['   ', 'フォルダ名を入力してください。'],
      ['a'.repeat(101), 'フォルダ名が長すぎます。'],
      ['fav 😀', 'フォルダ名に使用できない文字が含まれています。'],
    ];
    for (const [value, message] of cases) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(value);
      await userEvent.click(screen.getByRole('button', { name: '保存' }));
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    }
    expect(fake.requestsOf('folderAction')).toHaveLength(0);
    expect(fake.requestsOf('itemAction')).toHaveLength(0);
  });

  it('creates a folder then moves the item (en default name, Enter submits)', async () => {
    memberCookies('en');
    const store = setup('/maniax/mypage/searchword/folder/', 'mypage_searchword_folder');
    const element = rowElement('row');
    renderWithStore(<FavoriteItem itemId="131" folderId={null} folderName="" />, {
      store,
      island: makeIslandHandle(element),
      config: { lang: 'en', layout: 'mypage_searchword_folder' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Move or delete' }));
    await screen.findByRole('menuitemradio', { name: /Saved searches/ });
    await userEvent.click(screen.getByRole('menuitem', { name: 'Create new folder' }));
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    expect(input).toHaveValue('New folder 1');
    await userEvent.clear(input);
    await userEvent.type(input, 'A/B? #1 %{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Moved to A/B? #1 %.'));
    const calls = fake.requests.filter((r) => r.call === 'folderAction' || r.call === 'itemAction');
    expect(calls.map((r) => r.call)).toEqual(['folderAction', 'itemAction']);
    expect(calls[0]?.body).toMatchObject({
      type: 'searchword',
      action: 'add',
      'folders[0][name]': 'A/B? #1 %',
    });
    const created = fake.db.folders.folders.find((f) => f.name === 'A/B? #1 %');
    expect(calls[1]?.body).toEqual({
      type: '1',
      action: 'move',
      item_id: '131',
      dst_folder: String(created?.id),
    });
  });

  it('a create whose move then fails: the folder is announced (page and other tabs), the failure shown, the item and the typed name kept', async () => {
    memberCookies();
    window.history.pushState({}, '', '/maniax/mypage/wishlist/folder/=/folder_id/11');
    const store = createAppStore(
      { ...makeTestStore().context, pathname: window.location.pathname, layout: 'mypage_wishlist_folder' },
      [createHostEventsMiddleware('maniax')],
    );
    const sent: TabChange[] = [];
    store.tabSync.send = (change) => sent.push(change);
    const details: unknown[] = [];
    const listener = (event: Event) => details.push((event as CustomEvent).detail);
    document.addEventListener(FOLDERS_CHANGED, listener);
    try {
      renderItem(store, { itemId: '101', folderId: '11' }, 'mypage_wishlist_folder');
      fake.setFault('itemAction', 'http500');
      await openMenu();
      await userEvent.click(screen.getByRole('menuitem', { name: '新しいフォルダを作成' }));
      const input = screen.getByRole('textbox', { name: 'フォルダ名' });
      await userEvent.clear(input);
      await userEvent.type(input, 'Later{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent('通信に失敗しました');
      const created = fake.db.folders.folders.find((f) => f.name === 'Later');
      const folderId = String(created?.id);
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

  it('deletes and undoes back into the original folder', async () => {
    const store = setup('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    const { element } = renderItem(store, { itemId: '101', folderId: '11' }, 'mypage_wishlist_folder');
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '削除' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('削除しました。'));
    expect(body()).toEqual({ type: '1', action: 'delete', item_id: '101' });
    expect(element).toHaveClass('sf-favorite-item-row--hidden');
    // The menu item that had focus left with the row: focus is on Undo, and back on the trigger after it.
    await waitFor(() => expect(within(status).getByRole('button', { name: '元に戻す' })).toHaveFocus());
    await userEvent.click(within(status).getByRole('button', { name: '元に戻す' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '移動・削除' })).toHaveFocus());
    expect(body(1)).toEqual({
      type: '1',
      action: 'delete_recovery',
      item_id: '101',
      favorite_folder_id: '11',
      relation_id: 'rel-1',
    });
    expect(element).not.toHaveClass('sf-favorite-item-row--hidden');
    expect(element).not.toHaveClass('sf-favorite-item-row--leaving');
  });

  it('undo of an unclassified item leaves favorite_folder_id out', async () => {
    const store = setup('/maniax/mypage/wishlist/folder/', 'mypage_wishlist_folder');
    renderItem(store, { itemId: '110', folderId: null }, 'mypage_wishlist_folder');
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: '削除' }));
    await userEvent.click(await screen.findByRole('button', { name: '元に戻す' }));
    await screen.findByRole('button', { name: '移動・削除' });
    expect(body(1)).toEqual({ type: '1', action: 'delete_recovery', item_id: '110', relation_id: 'rel-1' });
  });

  it.each(['xml-fail-nomsg', 'http500', 'malformed'] as const)(
    'English page, %s: a failed move shows Communication failed',
    async (fault) => {
      memberCookies('en');
      const store = setup('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
      renderWithStore(<FavoriteItem itemId="101" folderId="11" folderName="" />, {
        store,
        island: makeIslandHandle(rowElement('item 101')),
        config: { lang: 'en', layout: 'mypage_wishlist_folder' },
      });
      await userEvent.click(screen.getByRole('button', { name: 'Move or delete' }));
      const menu = await screen.findByRole('menu');
      await waitFor(() => expect(within(menu).getAllByRole('menuitemradio').length).toBeGreaterThan(1));
      fake.setFault('itemAction', fault);
      await userEvent.click(screen.getByRole('menuitemradio', { name: /Voice/ }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Communication failed');
      expect(alert).not.toHaveTextContent('通信に失敗しました');
    },
  );

  it.each([
    ['result-false', /エラーが発生しました。 An error occurred\./],
    ['http500', /通信に失敗しました/],
  ] as const)('%s: shows an alert and changes nothing', async (fault, message) => {
    const store = setup('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    const { element } = renderItem(store, { itemId: '101', folderId: '11' }, 'mypage_wishlist_folder');
    await openMenu();
    fake.setFault('itemAction', fault);
    await userEvent.click(screen.getByRole('menuitemradio', { name: /Voice/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(element.className).not.toMatch(/leaving|hidden/);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('menuitem', { name: '削除' }));
    await waitFor(() => expect(fake.requestsOf('itemAction')).toHaveLength(2));
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(element.className).not.toMatch(/leaving|hidden/);
    expect(screen.getByRole('menuitemradio', { name: 'あとで買う Buy later' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('while a change is under way the items keep the focus, say they are unavailable and do nothing', async () => {
    const store = setup('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    renderItem(store, { itemId: '101', folderId: '11' }, 'mypage_wishlist_folder');
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
});

describe('favorite-item for a guest', () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    document.body.innerHTML = '';
  });

  it('on the root page: the folder link and the sign-up and log-in links, no item menu, nothing asked for', async () => {
    fake.setMember(false);
    window.history.pushState({}, '', '/maniax/mypage/wishlist/');
    const store = makeTestStore({ pathname: '/maniax/mypage/wishlist/', layout: 'mypage_wishlist' });
    renderItem(store, { itemId: '101', folderId: '11', folderName: 'あとで買う' }, 'mypage_wishlist');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['あとで買う', '/maniax/mypage/wishlist/folder/=/folder_id/11'],
      ['会員登録', 'http://localhost:3000/maniax/regist/user'],
      ['ログイン', `http://localhost:3000/maniax/login/=/${encodeURIComponent(window.location.href)}`],
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(store.getState().folders.status).toBe('failed'));
    expect(fake.requestsOf('folders')).toHaveLength(0);
    expect(fake.requestsOf('itemAction')).toHaveLength(0);
  });

  it('a member whose status says the cookie is stale: the item menu gives way to the links', async () => {
    const store = setup('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder');
    staleMemberStatus();
    renderItem(store, { itemId: '101', folderId: '11' }, 'mypage_wishlist_folder');
    expect(await screen.findByRole('link', { name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会員登録' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '移動・削除' })).toBeNull();
    expect(fake.requestsOf('folders')).toHaveLength(0);
  });
});

describe("favorite-item: the same item changed in another of the shopper's tabs", () => {
  afterEach(() => {
    window.history.pushState({}, '', '/');
    document.body.innerHTML = '';
  });

  /** What tab-sync.ts dispatches for a message from another tab. */
  const elsewhere = (store: AppStore, itemId: string, action: ItemAction, folderId: string | null) =>
    act(async () => {
      store.dispatch({ ...itemChangedElsewhere({ itemId, action, folderId }), meta: { remote: true } });
      await Promise.resolve();
    });

  const folderPage = ['/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder'] as const;

  it('moved elsewhere: the row leaves with "moved to" and the folder named from the list, sending nothing', async () => {
    const store = setup(...folderPage);
    const { element } = renderItem(store, { itemId: '101', folderId: '11' }, folderPage[1]);
    await waitFor(() => expect(store.getState().folders.status).toBe('succeeded'));
    await elsewhere(store, '101', 'moved', '12');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'お気に入りの声優 / Voice? #1 100%に移動しました。',
      ),
    );
    expect(element).toHaveClass('sf-favorite-item-row--hidden');
    expect(screen.queryByRole('button', { name: '移動・削除' })).toBeNull();
    expect(fake.requestsOf('itemAction')).toHaveLength(0);
  });

  it('deleted elsewhere: "deleted" without Undo (the other tab holds it); its undo there brings the row back', async () => {
    const store = setup(...folderPage);
    const { element } = renderItem(store, { itemId: '101', folderId: '11' }, folderPage[1]);
    await elsewhere(store, '101', 'deleted', null);
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('削除しました。'));
    expect(within(status).queryByRole('button')).toBeNull();
    expect(element).toHaveClass('sf-favorite-item-row--hidden');
    await elsewhere(store, '101', 'recovered', '11');
    await screen.findByRole('button', { name: '移動・削除' });
    expect(element.className).not.toMatch(/leaving|hidden/);
    expect(status).toBeEmptyDOMElement();
    expect(fake.requestsOf('itemAction')).toHaveLength(0);
  });

  it('moved elsewhere into a folder created there: no "moved to" until the reloaded list names it', async () => {
    const store = setup(...folderPage);
    renderItem(store, { itemId: '101', folderId: '11' }, folderPage[1]);
    await waitFor(() => expect(store.getState().folders.status).toBe('succeeded'));
    const folder = {
      ...fake.db.folders.folders[0],
      id: 99,
      name: '新しいフォルダ Fresh',
    } as (typeof fake.db.folders.folders)[number];
    fake.db.folders.folders.push(folder);
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
    const store = setup(...folderPage);
    const { element } = renderItem(store, { itemId: '101', folderId: '11' }, folderPage[1]);
    await elsewhere(store, '101', 'moved', null);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('未分類に移動しました。'));
    await elsewhere(store, '101', 'moved', '11');
    await screen.findByRole('button', { name: '移動・削除' });
    await elsewhere(store, '101', 'moved', null);
    await waitFor(() => expect(element).toHaveClass('sf-favorite-item-row--hidden'));
  });

  it('on the root page a move elsewhere changes the folder link; another item is left alone', async () => {
    const store = setup('/maniax/mypage/wishlist/', 'mypage_wishlist');
    renderItem(
      store,
      { itemId: '101', folderId: '11', folderName: 'あとで買う Buy later' },
      'mypage_wishlist',
    );
    await elsewhere(store, '110', 'deleted', null);
    await elsewhere(store, '101', 'moved', null);
    expect(await screen.findByRole('link', { name: '未分類' })).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/folder/',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
