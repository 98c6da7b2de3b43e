// What the favorite-item stories share: item rows as the my pages write them (preview/mypage-pages.ts),
// the pages' paths, and the lookups their plays make.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { esc } from '../../../preview/html';
import { fixtures } from '../../mocks/fixtures';
import { island, LONG_WAIT, type labels } from '../island-story';
import type { WireFavoriteType } from '../../mocks/wire-types';
import { storyStore } from '../story-setup';
import { storedFolder } from './favorite-folders-kit';

const { folders, items, unclassified_name: unclassifiedName } = fixtures.folders;

/** One item row of the fixtures: its title link, in the island that adds the item's menu. */
function itemRow(itemId: number): string {
  const item = items.find((i) => i.item_id === itemId);
  if (!item) throw new Error(`No item ${itemId} in the fixtures.`);
  const folderName =
    item.folder_id === null
      ? unclassifiedName
      : (folders.find((f) => f.id === item.folder_id)?.name ?? unclassifiedName);
  const title = `<a class="store-item__title" href="${esc(item.url)}">${esc(item.title)}</a>`;
  const attributes = {
    'item-id': String(item.item_id),
    'folder-id': item.folder_id === null ? '' : String(item.folder_id),
    'folder-name': folderName,
  };
  return `<li class="store-item">${island('favorite-item', attributes, title)}</li>`;
}

/** A my page's list of item rows. */
export const itemList = (...itemIds: number[]) =>
  `<section class="store-content"><ul class="store-items">${itemIds.map(itemRow).join('')}</ul></section>`;

/** The root list of a favourite type (layout `mypage_{type}`): rows show their folder link. */
export const rootPage = (type = 'wishlist') => ({
  page: { pathname: `/maniax/mypage/${type}/`, layout: `mypage_${type}` },
});

/** One folder's page (layout `mypage_{type}_folder`); no id: the unclassified folder. */
export const folderPage = (folderId?: number, type = 'wishlist') => ({
  page: {
    pathname: `/maniax/mypage/${type}/folder/${folderId === undefined ? '' : `=/folder_id/${folderId}`}`,
    layout: `mypage_${type}_folder`,
  },
});

/** A folder's name in the story's fake store. */
export const folderName = (id: number, type?: WireFavoriteType) => storedFolder(id, type).name;

/** The island of one item. */
export function itemIsland(canvas: HTMLElement, itemId: number): HTMLElement {
  const element = canvas.querySelector<HTMLElement>(
    `[data-widget="favorite-item"][data-item-id="${itemId}"]`,
  );
  if (!element) throw new Error(`No item ${itemId} on the page.`);
  return element;
}

/**
 * Opens an item's menu with its button; returns the menu once it lists the folders (they load after the
 * member status, so a quick shopper may see Unclassified alone at first), unless `waitForFolders` is off.
 */
export async function openItemMenu(
  canvas: HTMLElement,
  itemId: number,
  t: ReturnType<typeof labels>,
  waitForFolders = true,
) {
  const row = within(itemIsland(canvas, itemId));
  await userEvent.click(row.getByRole('button', { name: t('item_menu') }));
  const menu = row.getByRole('menu', { name: t('item_menu') });
  // Shown once placed beside its button.
  await waitFor(() => expect(menu).toBeVisible());
  if (waitForFolders)
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio').length).toBeGreaterThan(1));
  return menu;
}

/** The form body of the story's n-th item call (move, delete, delete_recovery). */
export const itemCallBody = (n = 0) => storyStore().requestsOf('itemAction')[n]?.body;

/** The fades of a moved or deleted row take half a second: waits for what follows them. */
export const AFTER_FADE = LONG_WAIT;
