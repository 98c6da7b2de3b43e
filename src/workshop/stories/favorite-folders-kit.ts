// What the favorite-folders stories share: the island as the folder management page writes it
// (preview/mypage-pages.ts), that page's path, and the lookups their plays make.
import { within } from 'storybook/test';
import type { WireFavoriteType } from '../../mocks/wire-types';
import { island } from '../island-story';
import { storyStore } from '../story-setup';

export const FOLDERS_PAGE = `<section class="store-content">${island('favorite-folders')}</section>`;

/**
 * The folder management page of a favourite type (its path and layout,
 * docs/behaviour.md "Page type and links").
 */
export const foldersPage = (type: string = 'wishlist') => ({
  page: { pathname: `/maniax/mypage/${type}/folders/`, layout: `mypage_${type}_folders` },
});

/** A folder of the story's fake store, by id (the names of the fixtures hold HTML, `/ ? # %`). */
export function storedFolder(id: number, type: WireFavoriteType = 'wishlist') {
  const folder = storyStore()
    .folders(type)
    .folders.find((f) => f.id === id);
  if (!folder) throw new Error(`No ${type} folder ${id} in the fixtures.`);
  return folder;
}

/** A folder's row on the page, found by the name it shows. */
export const rowOf = (canvas: HTMLElement, name: string): HTMLElement => {
  const row = within(canvas).getByText(name).closest('li');
  if (!row) throw new Error(`No folder row shows ${name}.`);
  return row;
};

/** The form body of the story's n-th folder call (create, rename, show on top, reorder, delete). */
export const folderCallBody = (n = 0) => storyStore().requestsOf('folderAction')[n]?.body;

/** A name a shopper types: the characters a path or a query would break on, kept as typed. */
export const TYPED_NAME = 'サウンド / Sound? #2 50%';
