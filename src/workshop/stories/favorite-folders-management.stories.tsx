import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  islandMeta,
  LONG_WAIT,
  settle,
  type labels,
  type IslandArgs,
  type IslandStory,
} from '../island-story';
import { storyStore } from '../story-setup';
import {
  FOLDERS_PAGE,
  folderCallBody,
  foldersPage,
  rowOf,
  storedFolder,
  TYPED_NAME,
} from './favorite-folders-kit';

const meta = {
  title: 'favorite-folders/management',
  ...islandMeta,
  args: { html: FOLDERS_PAGE },
  parameters: foldersPage('wishlist'),
} satisfies Meta<IslandArgs>;
export default meta;

/** Opens the rename form of a folder; returns its row and its name input. */
async function startRename(canvas: HTMLElement, t: ReturnType<typeof labels>, name: string) {
  await within(canvas).findByText(name);
  const row = rowOf(canvas, name);
  await userEvent.click(within(row).getByRole('button', { name: t('rename') }));
  const input = within(row).getByRole('textbox', { name: t('folder_name') });
  await expect(input).toHaveValue(name);
  await expect(input).toHaveFocus();
  return { row, input };
}

export const Create: IslandStory = {
  name: 'create a folder',
  play: async (context) => {
    const { t } = await settle(context);
    const canvas = within(context.canvasElement);
    await canvas.findByText(storedFolder(11).name);
    await userEvent.click(canvas.getByRole('button', { name: t('create_folder') }));
    const input = canvas.getByRole('textbox', { name: t('folder_name') });
    // The next default name: the fixtures hold "New folder 2" (counted per prefix,
    // docs/behaviour.md "Folder names").
    const english = context.globals.lang === 'en';
    await expect(input).toHaveValue(english ? `${t('new_folder')} 3` : `${t('new_folder')}1`);
    await userEvent.type(input, '{Enter}');
    const name = (input as HTMLInputElement).value;
    await expect(await canvas.findByText(name)).toBeVisible();
    await expect(folderCallBody()).toMatchObject({
      type: 'wishlist',
      action: 'add',
      'folders[0][type]': 'wishlist',
      'folders[0][name]': name,
    });
  },
};

export const Rename: IslandStory = {
  name: 'rename a folder',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const before = storedFolder(11).name;
    const { input } = await startRename(canvas, t, before);
    await userEvent.clear(input);
    await userEvent.type(input, TYPED_NAME);
    await userEvent.click(within(canvas).getByRole('button', { name: t('save') }));
    await expect(await within(canvas).findByText(TYPED_NAME)).toBeVisible();
    await expect(within(canvas).queryByText(before)).toBeNull();
    await expect(folderCallBody()).toMatchObject({
      type: 'wishlist',
      action: 'edit',
      'folders[0][type]': 'wishlist',
      'folders[0][id]': '11',
      'folders[0][name]': TYPED_NAME,
    });
  },
};

export const RefusedName: IslandStory = {
  name: 'a refused name: empty',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const name = storedFolder(12).name;
    const { row, input } = await startRename(canvas, t, name);
    await userEvent.clear(input);
    await userEvent.click(within(row).getByRole('button', { name: t('save') }));
    // docs/behaviour.md "Folder names": the message beside the input, and no call.
    await expect(await within(row).findByRole('alert')).toHaveTextContent(t('folder_name_empty'));
    await expect(input).toBeVisible();
    await expect(storyStore().requestsOf('folderAction')).toHaveLength(0);
    // Nothing lost: leaving the form shows the folder's name as it was.
    await userEvent.click(within(row).getByRole('button', { name: t('rename') }));
    await expect(within(row).getByText(name)).toBeVisible();
    await expect(within(row).queryByRole('alert')).toBeNull();
  },
};

export const RefusedByStore: IslandStory = {
  name: 'a name the store refuses (result false)',
  globals: { fault: 'result-false' },
  parameters: { workshop: { faultCalls: ['folderAction'] } },
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const name = storedFolder(11).name;
    const { row, input } = await startRename(canvas, t, name);
    await userEvent.clear(input);
    await userEvent.type(input, `${TYPED_NAME}{Enter}`);
    // The store's message shows; the typed name stays in the input for another try.
    const alert = await within(row).findByRole('alert');
    await expect(alert).not.toHaveTextContent(t('failed'));
    await expect(input).toHaveValue(TYPED_NAME);
    await expect(folderCallBody()).toMatchObject({ action: 'edit', 'folders[0][name]': TYPED_NAME });
    await expect(storedFolder(11).name).toBe(name);
  },
};

export const RenameFails: IslandStory = {
  name: 'rename fails (HTTP 500)',
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['folderAction'] } },
  play: async (context) => {
    const { t } = await settle(context);
    const { row, input } = await startRename(context.canvasElement, t, storedFolder(11).name);
    await userEvent.type(input, '{Enter}');
    await expect(await within(row).findByRole('alert')).toHaveTextContent(t('failed'));
  },
};

export const ShowOnTop: IslandStory = {
  name: 'show on top',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const folder = storedFolder(12);
    await within(canvas).findByText(folder.name);
    const row = rowOf(canvas, folder.name);
    const box = within(row).getByRole('checkbox', { name: t('show_on_top') });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(await within(row).findByText(t('settings_completed'))).toHaveAttribute('role', 'status');
    await expect(box).toBeChecked();
    // The mark shows for a second (docs/behaviour.md "Favourite folders"); the story's picture is taken
    // once it has gone, so it does not depend on the machine's speed.
    await waitFor(() => expect(within(row).queryByText(t('settings_completed'))).toBeNull(), LONG_WAIT);
    await expect(folderCallBody()).toMatchObject({
      action: 'edit',
      'folders[0][id]': '12',
      'folders[0][is_visible]': '1',
    });
  },
};

export const Sort: IslandStory = {
  name: 'reorder by keyboard and save the order',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const first = storedFolder(11).name;
    await within(canvas).findByText(first);
    // docs/page/favorite-folders.md: focus a handle, Space lifts, an arrow key moves, Space drops.
    within(rowOf(canvas, first))
      .getByRole('button', { name: t('reorder') })
      .focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvas).getAllByRole('listitem')[1]).toHaveTextContent(first));
    await userEvent.click(within(canvas).getByRole('button', { name: t('save_sort_order') }));
    await expect(await within(canvas).findByText(t('sort_saved'))).toBeVisible();
    // Gone after its second, before the story's picture (as for "show on top").
    await waitFor(() => expect(within(canvas).queryByText(t('sort_saved'))).toBeNull(), LONG_WAIT);
    await expect(folderCallBody()).toMatchObject({
      action: 'edit',
      'folders[0][id]': '12',
      'folders[0][sort_no]': '0',
      'folders[1][id]': '11',
      'folders[1][sort_no]': '1',
      'folders[3][id]': '14',
      'folders[3][sort_no]': '3',
    });
  },
};

export const DeleteDialog: IslandStory = {
  name: 'delete dialog',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const folder = storedFolder(12);
    await within(canvas).findByText(folder.name);
    const opener = within(rowOf(canvas, folder.name)).getByRole('button', { name: t('delete') });
    const open = async () => {
      await userEvent.click(opener);
      const dialog = within(canvas).getByRole('dialog', { name: folder.name });
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
      return dialog;
    };
    // Escape closes it, focus back on its opener, nothing sent.
    await open();
    await userEvent.keyboard('{Escape}');
    await expect(within(canvas).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
    await expect(storyStore().requestsOf('folderAction')).toHaveLength(0);
    // Open again (it ends open, to be looked at): the checkbox unchecked.
    const dialog = await open();
    await expect(within(dialog).getByRole('checkbox', { name: t('delete_items_too') })).not.toBeChecked();
  },
};

export const Delete: IslandStory = {
  name: 'delete a folder, its items to unclassified',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const folder = storedFolder(12);
    await within(canvas).findByText(folder.name);
    await userEvent.click(within(rowOf(canvas, folder.name)).getByRole('button', { name: t('delete') }));
    const dialog = within(canvas).getByRole('dialog', { name: folder.name });
    await userEvent.click(within(dialog).getByRole('button', { name: t('delete') }));
    await waitFor(() => expect(within(canvas).queryByText(folder.name)).toBeNull());
    await expect(within(canvas).queryByRole('dialog')).toBeNull();
    await expect(folderCallBody()).toMatchObject({ action: 'delete', folder_id: '12', delete_item: '0' });
    await expect(storyStore().items('wishlist', null)).toHaveLength(6);
  },
};
