// The favorite-folders widget in jsdom: what its stories (src/workshop/stories/favorite-folders*.stories.tsx:
// the list, create, rename, refused names, show on top, sort, the delete dialog, load failures, the guest) and
// the browser suite (test/e2e/folders.e2e.ts: reorder by keyboard and pointer, rename cancelled by a mousedown
// outside) leave unproven.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FavoriteFolders from '../../../src/widgets/favorite-folders/favorite-folders';
import { memberCookies, staleMemberStatus, useMockApi } from '../../mock-api';
import { makeTestStore, renderWithStore } from '../../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
const PATH = '/maniax/mypage/wishlist/folder/';

/** Renders the widget on the folders page, in `lang`; unless the status says the cookie is `stale`, once the
 * folders are in. */
async function setup(lang: 'jp' | 'en' = 'jp', { stale = false } = {}) {
  memberCookies(lang);
  if (stale) staleMemberStatus();
  window.history.pushState({}, '', PATH);
  const store = makeTestStore({ lang, pathname: PATH });
  const result = renderWithStore(<FavoriteFolders />, { store, config: { lang } });
  if (!stale) await screen.findByText('あとで買う Buy later');
  return result;
}
const rowOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('favorite-folders', () => {
  it('names the unclassified row by the label in the page language (the server sends 未分類)', async () => {
    await setup('en');
    expect(screen.getByText('Unclassified')).toBeInTheDocument();
    expect(screen.queryByText('未分類')).toBeNull();
  });

  // The rename form's check: the story favorite-folders/management "a refused name: empty".
  it('an empty new folder name: the alert, and no call', async () => {
    const user = userEvent.setup();
    await setup();
    await user.click(screen.getByRole('button', { name: '新しいフォルダを作成' }));
    await user.clear(screen.getByRole('textbox', { name: 'フォルダ名' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('フォルダ名を入力してください。');
    expect(fake.requestsOf('folderAction')).toHaveLength(0);
  });

  // Checking a box (is_visible=1): the story favorite-folders/management "show on top".
  it('unchecking show on top sends is_visible=0; its mark shows for 1000 ms', async () => {
    await setup();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const row = rowOf('あとで買う Buy later');
      const box = within(row).getByRole('checkbox', { name: 'トップに表示' });
      expect(box).toBeChecked();
      await userEvent.click(box);
      const mark = within(row).getByRole('status');
      await waitFor(() => expect(mark).toHaveTextContent('設定しました'));
      expect(box).not.toBeChecked();
      expect(fake.requestsOf('folderAction')[0]?.body).toMatchObject({
        action: 'edit',
        'folders[0][id]': '11',
        'folders[0][is_visible]': '0',
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(mark).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it("the sort order's saved mark is a status", async () => {
    await setup();
    await userEvent.click(screen.getByRole('button', { name: '並び順を保存' }));
    // dnd-kit's live region is a role=status too: pick ours by its text.
    expect(await screen.findByText('保存して反映しました。')).toHaveAttribute('role', 'status');
  });

  // Escape, the unchecked box on reopening, focus moved in and back, delete_item=0: the stories
  // favorite-folders/management "delete dialog" and "delete a folder, its items to unclassified".
  it('delete dialog: Tab stays inside; a failure keeps it open; delete_item=1; the focus then goes to the row above', async () => {
    const user = userEvent.setup();
    await setup('en');
    await user.click(within(rowOf('New folder 2')).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Also delete all items in this folder' });
    expect(box).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(box).toHaveFocus();
    await user.click(box);
    fake.setFault('folderAction', 'http500');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Communication failed');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reorder' })).toHaveLength(4);
    fake.setFault('folderAction', null);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('New folder 2')).toBeNull();
    expect(fake.requestsOf('folderAction')[1]?.body).toMatchObject({
      action: 'delete',
      folder_id: '14',
      delete_item: '1',
    });
    // The last folder's row left with the opener: focus goes to the handle of the row above it.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Reorder' }).at(-1)).toHaveFocus());
  });

  // The links, no create control and no folders asked for, for a guest: the story favorite-folders "guest: the
  // sign-up and log-in links, no folders"; the links' addresses: test/e2e/follow.e2e.ts (the same
  // AccountLinks).
  it('a member whose status says the cookie is stale: the account links in place of the create control, no folders asked for, no alert', async () => {
    const { store } = await setup('en', { stale: true });
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().folders.status).toBe('failed'));
    expect(screen.queryByRole('button', { name: 'Create new folder' })).toBeNull();
    expect(fake.requestsOf('folders')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
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
});
