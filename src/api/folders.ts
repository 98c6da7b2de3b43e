import type { FavoriteType, FolderList } from '../domain/models';
import { ApiError, getJson, path, postForm, type FormBody } from './client';
import { idOrNull, isRecord } from './normalize';
import { normalizeFolderList, readResult } from './normalize-folders';

const folderPath = (site: string): string => path(site, 'favorite', 'folder', 'ajax');

async function folderPost(site: string, body: FormBody): Promise<unknown> {
  return readResult(await postForm(folderPath(site), body), 200).data;
}

/** GET /{site}/favorite/folder/ajax?_={cid}&type={type}: folders sorted by sort_no, plus the unclassified one. */
export async function fetchFolders(
  site: string,
  customerId: string,
  type: FavoriteType,
): Promise<FolderList> {
  const json = await getJson(folderPath(site), { _: customerId, type });
  return normalizeFolderList(readResult(json, 200).data, type);
}

/** action=add; the new folder's id from data.folder.id. */
export async function createFolder(site: string, type: FavoriteType, name: string): Promise<{ id: string }> {
  const data = await folderPost(site, { type, action: 'add', folders: [{ type, name }] });
  const id = isRecord(data) && isRecord(data.folder) ? idOrNull(data.folder.id) : null;
  if (id === null) throw new ApiError('parse', 200, '');
  return { id };
}

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
