import type { FavoriteType } from '../domain/models';
import { path, postForm, type FormBody } from './client';
import { idOrNull, isRecord, str } from './normalize';
import { readResult } from './normalize-folders';

export interface MoveItemResult {
  item_id: string;
  /** null: moved to the unclassified folder. */
  dst_folder: string | null;
  dst_folder_name: string;
}

/**
 * POST /{site}/mypage/{type}/ajax: the page's type in the path, always type=1 in the body
 * (docs/behaviour.md "Requests").
 */
async function itemPost(site: string, type: FavoriteType, body: FormBody): Promise<unknown> {
  return readResult(await postForm(path(site, 'mypage', type, 'ajax'), { type: 1, ...body }), 200).data;
}

export async function moveItem(
  site: string,
  type: FavoriteType,
  itemId: string,
  dstFolder: string | null,
): Promise<MoveItemResult> {
  const data = await itemPost(site, type, { action: 'move', item_id: itemId, dst_folder: dstFolder });
  const d = isRecord(data) ? data : {};
  return {
    item_id: str(d.item_id) || itemId,
    dst_folder: 'dst_folder' in d ? idOrNull(d.dst_folder) : dstFolder,
    dst_folder_name: str(d.dst_folder_name),
  };
}

/** relation_id is what recoverItem needs to undo; '' when the server sent none (no undo possible). */
export async function deleteItem(
  site: string,
  type: FavoriteType,
  itemId: string,
): Promise<{ relation_id: string }> {
  const data = await itemPost(site, type, { action: 'delete', item_id: itemId });
  return { relation_id: isRecord(data) ? str(data.relation_id) : '' };
}

export async function recoverItem(
  site: string,
  type: FavoriteType,
  itemId: string,
  folderId: string | null,
  relationId: string,
): Promise<void> {
  await itemPost(site, type, {
    action: 'delete_recovery',
    item_id: itemId,
    favorite_folder_id: folderId,
    relation_id: relationId,
  });
}
