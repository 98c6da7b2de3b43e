import type { Meta, StoryContext } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { readGlobals } from '../globals';
import { islandMeta, settle, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';
import {
  AFTER_FADE,
  folderName,
  folderPage,
  itemCallBody,
  itemIsland,
  itemList,
  openItemMenu,
  rootPage,
} from './favorite-item-kit';
import { TYPED_NAME } from './favorite-folders-kit';

const meta = {
  title: 'favorite-item/actions',
  ...islandMeta,
  args: { html: itemList(101, 104, 107) },
  parameters: folderPage(11),
} satisfies Meta<IslandArgs>;
export default meta;

/** Where item 101 is in the story's fake store. */
const storedFolderOf101 = () =>
  storyStore()
    .items('wishlist')
    .find((i) => i.item_id === 101)?.folder_id;

/** Settles the page and opens item 101's menu: the labels, the canvas, the item's queries and the menu. */
async function openMenuOf101(context: StoryContext<IslandArgs>) {
  const { t, canvas } = await settle(context);
  const menu = await openItemMenu(canvas, 101, t);
  return { t, canvas, item: within(itemIsland(canvas, 101)), menu };
}

/** Records, in order, when the island's row starts leaving, when it is hidden and when its notice shows. */
function watchRowSwap(island: HTMLElement): () => string[] {
  const steps: string[] = [];
  const observer = new MutationObserver(() => {
    const add = (step: string, on: boolean) => on && !steps.includes(step) && steps.push(step);
    add('leaving', island.classList.contains('sf-favorite-item-row--leaving'));
    add('hidden', island.classList.contains('sf-favorite-item-row--hidden'));
    add('notice', (island.querySelector('[role="status"]')?.textContent ?? '') !== '');
  });
  observer.observe(island, { attributes: true, childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return steps;
  };
}

export const Moved: IslandStory = {
  name: 'moved to another folder',
  play: async (context) => {
    const { t, item, menu } = await openMenuOf101(context);
    // docs/behaviour.md "Favourite items": the row (the island's server-rendered children) fades out in
    // 300 ms and the notice fades in; none of it under reduced motion (the toolbar's motion switch).
    const fade = readGlobals(context.globals).motion === 'reduce' ? '0s' : '0.3s';
    const island = itemIsland(context.canvasElement, 101);
    const row = island.querySelector(':scope > :not(.sf-favorite-item)');
    if (!row) throw new Error("No row in item 101's island.");
    await expect(getComputedStyle(row).transitionDuration).toBe(fade);
    const steps = watchRowSwap(island);
    const target = folderName(12);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: target }));
    // The row leaves, then is hidden; its notice names the folder and takes focus.
    const notice = await item.findByText(t('moved_to', { folder: target }), {}, AFTER_FADE);
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(getComputedStyle(notice).animationDuration).toBe(fade);
    await expect(steps()).toEqual(['leaving', 'hidden', 'notice']);
    await expect(row).not.toBeVisible();
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(item.queryByRole('button', { name: t('item_menu') })).toBeNull();
    await expect(itemCallBody()).toEqual({ type: '1', action: 'move', item_id: '101', dst_folder: '12' });
    await expect(new URL(storyStore().requestsOf('itemAction')[0]?.url ?? '').pathname).toBe(
      '/maniax/mypage/wishlist/ajax',
    );
    await expect(storedFolderOf101()).toBe(12);
  },
};

export const MovedReducedMotion: IslandStory = {
  name: 'moved, with reduced motion',
  globals: { motion: 'reduce' },
  play: Moved.play,
};

export const MovedOnRootList: IslandStory = {
  name: 'moved on the root list: the folder link follows',
  parameters: rootPage('wishlist'),
  play: async (context) => {
    const { t, canvas, item, menu } = await openMenuOf101(context);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: folderName(13) }));
    const link = await item.findByRole('link', { name: folderName(13) });
    await expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/folder/=/folder_id/13');
    await expect(itemCallBody()).toEqual({ type: '1', action: 'move', item_id: '101', dst_folder: '13' });
    // To Unclassified: dst_folder is left out of the body.
    const again = await openItemMenu(canvas, 101, t);
    await userEvent.click(within(again).getByRole('menuitemradio', { name: t('unclassified') }));
    await item.findByRole('link', { name: t('unclassified') });
    await expect(itemCallBody(1)).toEqual({ type: '1', action: 'move', item_id: '101' });
  },
};

/** Deletes item 101 through its menu; returns the labels, the item's queries and its Undo button. */
async function deleteItem101(context: StoryContext<IslandArgs>) {
  const { t, item, menu } = await openMenuOf101(context);
  await userEvent.click(within(menu).getByRole('menuitem', { name: t('delete') }));
  const undo = await item.findByRole('button', { name: t('undo') }, AFTER_FADE);
  await expect(item.getByRole('status')).toHaveTextContent(t('deleted'));
  await waitFor(() => expect(undo).toHaveFocus());
  await expect(itemCallBody()).toEqual({ type: '1', action: 'delete', item_id: '101' });
  return { t, item, undo };
}

export const DeletedWithUndo: IslandStory = {
  name: 'deleted, with undo',
  play: async (context) => {
    await deleteItem101(context);
    await expect(storedFolderOf101()).toBeUndefined();
  },
};

export const Undone: IslandStory = {
  name: 'deleted, then undone',
  play: async (context) => {
    const { t, item, undo } = await deleteItem101(context);
    await userEvent.click(undo);
    // Back in its folder, with focus on its menu button.
    const trigger = await item.findByRole('button', { name: t('item_menu') });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(itemCallBody(1)).toMatchObject({
      type: '1',
      action: 'delete_recovery',
      item_id: '101',
      favorite_folder_id: '11',
    });
    await expect(storedFolderOf101()).toBe(11);
  },
};

export const CreateAndMove: IslandStory = {
  name: 'create a folder and move',
  globals: { lang: 'en' },
  play: async (context) => {
    const { t, item, menu } = await openMenuOf101(context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('create_folder') }));
    const input = item.getByRole('textbox', { name: t('folder_name') });
    // The fixtures hold "New folder 2": the next default name.
    await expect(input).toHaveValue(`${t('new_folder')} 3`);
    await userEvent.clear(input);
    await userEvent.type(input, `${TYPED_NAME}{Enter}`);
    await item.findByText(t('moved_to', { folder: TYPED_NAME }), {}, AFTER_FADE);
    await expect(storyStore().requestsOf('folderAction')[0]?.body).toMatchObject({
      action: 'add',
      'folders[0][name]': TYPED_NAME,
    });
    const created = storyStore()
      .folders('wishlist')
      .folders.find((f) => f.name === TYPED_NAME);
    await expect(itemCallBody()).toEqual({
      type: '1',
      action: 'move',
      item_id: '101',
      dst_folder: String(created?.id),
    });
  },
};

export const RefusedName: IslandStory = {
  name: 'a refused name for the new folder',
  play: async (context) => {
    const { t, item, menu } = await openMenuOf101(context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('create_folder') }));
    const input = item.getByRole('textbox', { name: t('folder_name') });
    await userEvent.clear(input);
    await userEvent.click(item.getByRole('button', { name: t('save') }));
    // docs/behaviour.md "Folder names": the message beside the input, no call; the menu and the row stay as
    // they were.
    await expect(await item.findByRole('alert')).toHaveTextContent(t('folder_name_empty'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(storyStore().requestsOf('folderAction')).toHaveLength(0);
    await expect(storyStore().requestsOf('itemAction')).toHaveLength(0);
    await expect(within(menu).getByRole('menuitemradio', { name: folderName(11) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(item.getByRole('link')).toBeVisible();
  },
};

export const MoveFails: IslandStory = {
  name: 'move fails (HTTP 500)',
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['itemAction'] } },
  play: async (context) => {
    const { t, item, menu } = await openMenuOf101(context);
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: folderName(12) }));
    await expect(await item.findByRole('alert')).toHaveTextContent(t('failed'));
    // Nothing changed: the row and its menu button stay, the item in its folder.
    await expect(item.getByRole('button', { name: t('item_menu') })).toBeVisible();
    await expect(item.queryByText(t('moved_to', { folder: folderName(12) }))).toBeNull();
    await expect(storedFolderOf101()).toBe(11);
  },
};

export const DeleteRefused: IslandStory = {
  name: 'delete refused (result false)',
  globals: { fault: 'result-false' },
  parameters: { workshop: { faultCalls: ['itemAction'] } },
  play: async (context) => {
    const { t, item, menu } = await openMenuOf101(context);
    await userEvent.click(within(menu).getByRole('menuitem', { name: t('delete') }));
    // The store's own message, and the row kept.
    const alert = await item.findByRole('alert');
    await expect(alert).not.toBeEmptyDOMElement();
    await expect(alert).not.toHaveTextContent(t('failed'));
    await expect(item.queryByRole('button', { name: t('undo') })).toBeNull();
    await expect(item.getByRole('button', { name: t('item_menu') })).toBeVisible();
  },
};
