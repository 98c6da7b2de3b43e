import type { FavoriteType, FolderList } from '../domain/models';
import { ApiError, getJson, path, postForm, type FormBody } from './client';
import { idOrNull, isRecord } from './normalize';
import { normalizeFolderList, readResult } from './normalize-folders';

const folderPath = (site: string): string => path(site, 'favorite', 'folder', 'ajax');

/** A folder change (action=add|edit|delete); `data` of its answer. */
export async function folderPost(site: string, body: FormBody): Promise<unknown> {
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
