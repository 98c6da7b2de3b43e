import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FavoriteFolders, { reorderIds } from '../../../src/widgets/favorite-folders/favorite-folders';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { makeTestStore, renderWithStore } from '../../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
const PATH = '/maniax/mypage/wishlist/folder/';

async function setup(lang: 'jp' | 'en' = 'jp') {
  memberCookies(lang);
  window.history.pushState({}, '', PATH);
  const store = makeTestStore({ lang, pathname: PATH });
  const result = renderWithStore(<FavoriteFolders />, { store, config: { lang } });
  await screen.findByText('あとで買う Buy later');
  return result;
}
const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('favorite-folders', () => {
  it('lists folders as text (HTML and / ? # % intact) and the unclassified notice without rename/delete', async () => {
    await setup();
    expect(screen.getByText('<b>太字</b><img src=x onerror=alert(2)>')).toBeInTheDocument();
    expect(screen.getByText('お気に入りの声優 / Voice? #1 100%')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('button', { name: '名前を変更' })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: '削除' })).toHaveLength(4);
    expect(screen.getByText('未分類フォルダは名前の変更・削除ができません。')).toBeInTheDocument();
  });

  it('names the unclassified row by the label in the page language (the server sends 未分類)', async () => {
    await setup('en');
    expect(screen.getByText('Unclassified')).toBeInTheDocument();
    expect(screen.queryByText('未分類')).toBeNull();
  });

  it('creates a folder with the default name (en: New folder 3)', async () => {
    const user = userEvent.setup();
    await setup('en');
    await user.click(screen.getByRole('button', { name: 'Create new folder' }));
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    expect(input).toHaveValue('New folder 3');
    await user.type(input, '{Enter}');
    await screen.findByText('New folder 3');
    const body = fake.requestsOf('folderAction')[0]?.body;
    expect(body).toMatchObject({
      type: 'wishlist',
      action: 'add',
      'folders[0][type]': 'wishlist',
      'folders[0][name]': 'New folder 3',
    });
  });

  it('ja default name and validation messages without a request', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(screen.getByRole('button', { name: '新しいフォルダを作成' }));
    const input = screen.getByRole('textbox', { name: 'フォルダ名' });
    expect(input).toHaveValue('新しいフォルダ1');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('フォルダ名を入力してください。');
    expect(fake.requestsOf('folderAction')).toHaveLength(0);
  });

  it('en validation: too long, illegal', async () => {
    const user = userEvent.setup();
    await setup('en');
    await user.click(screen.getByRole('button', { name: 'Create new folder' }));
    const input = screen.getByRole('textbox', { name: 'Folder name' });
    fireEvent.change(input, { target: { value: 'x'.repeat(101) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The folder name is too long.');
    fireEvent.change(input, { target: { value: 'a😀' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The folder name contains illegal characters.'),
    );
    expect(fake.requestsOf('folderAction')).toHaveLength(0);
  });

  it('rename: cancel by same button and by outside mousedown; save sends the name intact', async () => {
    const user = userEvent.setup();
    await setup();
    const row = rowOf('あとで買う Buy later');
    await user.click(within(row).getByRole('button', { name: '名前を変更' }));
    const input = within(row).getByRole('textbox', { name: 'フォルダ名' });
    await user.clear(input);
    await user.click(within(row).getByRole('button', { name: '名前を変更' }));
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(within(row).getByText('あとで買う Buy later')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '名前を変更' }));
    fireEvent.mouseDown(document.body);
    expect(within(row).queryByRole('textbox')).toBeNull();
    await user.click(within(row).getByRole('button', { name: '名前を変更' }));
    const again = within(row).getByRole('textbox', { name: 'フォルダ名' });
    expect(again).toHaveValue('あとで買う Buy later');
    fireEvent.change(again, { target: { value: 'a/b?c#d%e<i>' } });
    await user.type(again, '{Enter}');
    await screen.findByText('a/b?c#d%e<i>');
    expect(fake.requestsOf('folderAction')[0]?.body).toMatchObject({
      action: 'edit',
      'folders[0][id]': '11',
      'folders[0][name]': 'a/b?c#d%e<i>',
    });
  });

  it('show on top sends is_visible and shows Settings completed for 1000 ms', async () => {
    await setup('en');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const row = rowOf('New folder 2');
      fireEvent.click(within(row).getByRole('checkbox', { name: 'Show on top' }));
      const mark = within(row).getByRole('status');
      expect(mark).toBeEmptyDOMElement();
      await waitFor(() => expect(mark).toHaveTextContent('Settings completed'));
      expect(fake.requestsOf('folderAction')[0]?.body).toMatchObject({ 'folders[0][is_visible]': '1' });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      await waitFor(() => expect(mark).toBeEmptyDOMElement(), { timeout: 50 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reorder (programmatic drag end) and save sort order with every folder', async () => {
    expect(reorderIds(['11', '12', '13'], { active: { id: '11' }, over: { id: '12' } } as never)).toEqual([
      '12',
      '11',
      '13',
    ]);
    const user = userEvent.setup();
    await setup('en');
    const handles = screen.getAllByRole('button', { name: 'Reorder' });
    expect(handles).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Save sort order' }));
    // dnd-kit's live region is a role=status too: pick ours by its text.
    expect(await screen.findByText('Saved and applied.')).toHaveAttribute('role', 'status');
    const body = fake.requestsOf('folderAction')[0]?.body ?? {};
    ['11', '12', '13', '14'].forEach((id, i) => {
      expect(body[`folders[${i}][id]`]).toBe(id);
      expect(body[`folders[${i}][sort_no]`]).toBe(String(i));
    });
  });

  it('delete dialog: checkbox resets on close, delete_item=1 removes the folder', async () => {
    const user = userEvent.setup();
    await setup('en');
    const row = rowOf('New folder 2');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also delete all items in this folder' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Also delete all items in this folder' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('New folder 2')).toBeNull();
    expect(fake.requestsOf('folderAction')[0]?.body).toMatchObject({
      action: 'delete',
      folder_id: '14',
      delete_item: '1',
    });
    // The last folder's row left with the opener: focus goes to the handle of the row above it.
    const handles = screen.getAllByRole('button', { name: 'Reorder' });
    await waitFor(() => expect(handles.at(-1)).toHaveFocus());
  });

  it('delete dialog: focus moves in, Tab stays inside, focus returns on close; without the checkbox delete_item=0', async () => {
    const user = userEvent.setup();
    await setup('en');
    const row = rowOf('New folder 2');
    const opener = within(row).getByRole('button', { name: 'Delete' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Also delete all items in this folder' });
    expect(box).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requestsOf('folderAction')[0]?.body).toMatchObject({
      action: 'delete',
      folder_id: '14',
      delete_item: '0',
    });
  });

  it('failures show msg or failed in an alert and change nothing', async () => {
    const user = userEvent.setup();
    await setup('en');
    fake.setFault('folderAction', 'http500');
    const row = rowOf('New folder 2');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Communication failed');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reorder' })).toHaveLength(4);
  });

  it('a list that fails to load says so in an alert: failed, or the server message; a guest gets none', async () => {
    const render = () => {
      window.history.pushState({}, '', PATH);
      const store = makeTestStore({ lang: 'en', pathname: PATH });
      return renderWithStore(<FavoriteFolders />, { store, config: { lang: 'en' } });
    };
    memberCookies('en');
    fake.setFault('folders', 'http500');
    const failed = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Communication failed');
    failed.unmount();
    fake.setFault('folders', 'result-false');
    const refused = render();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred.');
    refused.unmount();
    for (const name of ['uhashen', 'loginchecked']) document.cookie = `${name}=; path=/; max-age=0`;
    render();
    await screen.findByRole('link', { name: 'Log in' });
    await waitFor(() => expect(fake.requestsOf('status')).not.toHaveLength(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a guest: the sign-up and log-in links, no create control, no folders asked for', async () => {
    fake.setMember(false);
    window.history.pushState({}, '', PATH);
    const store = makeTestStore({ lang: 'en', pathname: PATH });
    renderWithStore(<FavoriteFolders />, { store, config: { lang: 'en' } });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      'http://localhost:3000/maniax/regist/user',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `http://localhost:3000/maniax/login/=/${encodeURIComponent(window.location.href)}`,
    );
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(store.getState().folders.status).toBe('failed'));
    expect(fake.requestsOf('folders')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Create new folder' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a member whose status says the cookie is stale: the create control gives way to the links', async () => {
    memberCookies('en');
    staleMemberStatus();
    window.history.pushState({}, '', PATH);
    const store = makeTestStore({ lang: 'en', pathname: PATH });
    renderWithStore(<FavoriteFolders />, { store, config: { lang: 'en' } });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create new folder' })).toBeNull();
    expect(fake.requestsOf('folders')).toHaveLength(0);
  });

  it('unchecking a folder shown on top sends is_visible=0; the ja mark reads 設定しました', async () => {
    const user = userEvent.setup();
    await setup('jp');
    const row = rowOf('あとで買う Buy later');
    const box = within(row).getByRole('checkbox', { name: 'トップに表示' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(within(row).getByRole('status')).toHaveTextContent('設定しました'));
    expect(fake.requestsOf('folderAction')[0]?.body).toMatchObject({
      action: 'edit',
      'folders[0][id]': '11',
      'folders[0][is_visible]': '0',
    });
    await waitFor(() =>
      expect(within(row).getByRole('checkbox', { name: 'トップに表示' })).not.toBeChecked(),
    );
  });

  it('result:false shows its msg in an alert; the checkbox, name and order stay as they were', async () => {
    const user = userEvent.setup();
    await setup('jp');
    fake.setFault('folderAction', 'result-false');
    const row = rowOf('あとで買う Buy later');
    await user.click(within(row).getByRole('checkbox', { name: 'トップに表示' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'エラーが発生しました。 An error occurred.',
    );
    expect(within(row).getByRole('checkbox', { name: 'トップに表示' })).toBeChecked();

    await user.click(within(row).getByRole('button', { name: '名前を変更' }));
    const input = within(row).getByRole('textbox', { name: 'フォルダ名' });
    await user.clear(input);
    await user.type(input, '新しい名前{Enter}');
    await waitFor(() => expect(within(row).getAllByRole('alert')).toHaveLength(2));
    expect(within(row).getByRole('textbox', { name: 'フォルダ名' })).toHaveValue('新しい名前');

    await user.click(screen.getByRole('button', { name: '並び順を保存' }));
    await waitFor(() => expect(fake.requestsOf('folderAction')).toHaveLength(3));
    // The mousedown on Save cancelled the rename (its error goes with it); the sort error shows instead.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(within(row).queryByRole('textbox')).toBeNull();
    expect(row).toHaveTextContent('あとで買う Buy later');
    expect(screen.queryByText('保存して反映しました。')).toBeNull();
    const names = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(names[0]).toContain('あとで買う Buy later');
    expect(names[1]).toContain('お気に入りの声優 / Voice? #1 100%');
  });

  it('the sort order saved mark reads 保存して反映しました。 in ja', async () => {
    const user = userEvent.setup();
    await setup('jp');
    await user.click(screen.getByRole('button', { name: '並び順を保存' }));
    expect(await screen.findByText('保存して反映しました。')).toHaveAttribute('role', 'status');
    const body = fake.requestsOf('folderAction')[0]?.body;
    expect(body).toMatchObject({ action: 'edit', 'folders[3][id]': '14', 'folders[3][sort_no]': '3' });
  });
});
