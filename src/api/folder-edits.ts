// The folder list's own changes (docs/behaviour.md "Favourite folders"): only the folder list widget makes
// them, so they travel in its chunk. Loading the folders and creating one (an item row can too) are in
// folders.ts.
import type { FavoriteType } from '../domain/models';
import { folderPost } from './folders';

export async function renameFolder(
  site: string,
  type: FavoriteType,
  id: string,
  name: string,
): Promise<void> {
  await folderPost(site, { type, action: 'edit', folders: [{ type, id, name }] });
}

export async function setFolderVisible(
  site: string,
  type: FavoriteType,
  id: string,
  visible: boolean,
): Promise<void> {
  await folderPost(site, { type, action: 'edit', folders: [{ type, id, is_visible: visible }] });
}

/** Every folder with its new sort_no (its index, from 0). */
export async function saveFolderOrder(
  site: string,
  type: FavoriteType,
  ids: readonly string[],
): Promise<void> {
  await folderPost(site, {
    type,
    action: 'edit',
    folders: ids.map((id, sort_no) => ({ type, id, sort_no })),
  });
}

export async function deleteFolder(
  site: string,
  type: FavoriteType,
  id: string,
  deleteItems: boolean,
): Promise<void> {
  await folderPost(site, { type, action: 'delete', folder_id: id, delete_item: deleteItems });
}
