// The fake store's favourite folders and my-page items (docs/server.md "Calls"): the folder list as it is
// answered, the folder POST (add, edit, delete) and the item POST (move, delete, delete_recovery), with
// deleted items kept for their undo.
import {
  fail,
  folderNameError,
  FOLDERS_PER_TYPE_MAX,
  isFavoriteType,
  MSG,
  ok,
  type ActionResult,
} from './fake-answers.ts';
import type { FakeSeed, StoredFolder, StoredItem, WireFavoriteType, WireFolder } from './wire-types.ts';

/** `data()`: the store's live data (replaced on reset, so read through this each time). */
export function createFakeFolders(data: () => FakeSeed) {
  /** Deleted items kept for delete_recovery, by relation_id. */
  const deleted = new Map<string, StoredItem>();
  let relationSeq = 1;

  /** The folders of one type, in stored order. */
  const foldersOf = (type: WireFavoriteType): StoredFolder[] =>
    data().folders.folders.filter((f) => f.type === type);
  const folder = (type: WireFavoriteType, id: string | undefined): StoredFolder | undefined =>
    id === undefined ? undefined : foldersOf(type).find((f) => String(f.id) === id);
  const countItems = (type: WireFavoriteType, folderId: number | null): number =>
    data().folders.items.filter((i) => i.type === type && i.folder_id === folderId).length;
  const toWire = (f: StoredFolder): WireFolder => ({ ...f, item_count: countItems(f.type, f.id) });
  const unclassified = (type: WireFavoriteType): WireFolder => ({
    id: null,
    name: data().folders.unclassified_name,
    item_count: countItems(type, null),
    is_visible: true,
    sort_no: -1,
    type,
  });

  return {
    reset(): void {
      deleted.clear();
      relationSeq = 1;
    },
    /** A new item id, above every item's, deleted ones included. */
    nextItemId(): number {
      const db = data();
      return (
        Math.max(
          0,
          ...db.folders.items.map((i) => i.item_id),
          ...[...deleted.values()].map((i) => i.item_id),
        ) + 1
      );
    },
    folders(type: WireFavoriteType): { folders: WireFolder[]; unclassified: WireFolder } {
      return {
        folders: foldersOf(type)
          .sort((a, b) => a.sort_no - b.sort_no)
          .map(toWire),
        unclassified: unclassified(type),
      };
    },
    items(type: WireFavoriteType, folderId?: number | null): StoredItem[] {
      return data().folders.items.filter(
        (i) => i.type === type && (folderId === undefined || i.folder_id === folderId),
      );
    },
    /** Folder POST: add, edit, delete. `folders` are the parsed indexed-bracket rows. */
    folderAction(
      typeRaw: string | undefined,
      action: string | undefined,
      rows: Record<string, string>[],
      body: Record<string, string>,
    ): ActionResult {
      if (!isFavoriteType(typeRaw)) return fail(MSG.badRequest);
      const type = typeRaw;
      if (action === 'add') {
        const row = rows[0];
        if (!row || rows.length !== 1) return fail(MSG.badRequest);
        if (row.type !== undefined && row.type !== type) return fail(MSG.badRequest);
        const err = folderNameError(row.name);
        if (err) return fail(err);
        const siblings = foldersOf(type);
        if (siblings.length >= FOLDERS_PER_TYPE_MAX) return fail(MSG.folderLimit);
        const f: StoredFolder = {
          id: Math.max(0, ...data().folders.folders.map((x) => x.id)) + 1,
          name: (row.name ?? '').trim(),
          is_visible: false,
          sort_no: Math.max(-1, ...siblings.map((x) => x.sort_no)) + 1,
          type,
        };
        data().folders.folders.push(f);
        return ok({ folder: toWire(f) });
      }
      if (action === 'edit') {
        if (rows.length === 0) return fail(MSG.badRequest);
        // Validate every row first: an edit applies all or nothing.
        for (const row of rows) {
          if (row.type !== undefined && row.type !== type) return fail(MSG.badRequest);
          if (!folder(type, row.id)) return fail(MSG.noFolder);
          if (row.name !== undefined) {
            const err = folderNameError(row.name);
            if (err) return fail(err);
          }
          if (row.is_visible !== undefined && row.is_visible !== '0' && row.is_visible !== '1')
            return fail(MSG.badRequest);
          if (row.sort_no !== undefined && !/^\d+$/.test(row.sort_no)) return fail(MSG.badRequest);
        }
        const changed: WireFolder[] = [];
        for (const row of rows) {
          const f = folder(type, row.id);
          if (!f) continue;
          if (row.name !== undefined) f.name = row.name.trim();
          if (row.is_visible !== undefined) f.is_visible = row.is_visible === '1';
          if (row.sort_no !== undefined) f.sort_no = Number(row.sort_no);
          changed.push(toWire(f));
        }
        return ok({ folders: changed });
      }
      if (action === 'delete') {
        const f = folder(type, body.folder_id);
        if (!f) return fail(MSG.noFolder);
        const deleteItems = body.delete_item === '1';
        data().folders.folders = data().folders.folders.filter((x) => x !== f);
        if (deleteItems) {
          data().folders.items = data().folders.items.filter(
            (i) => !(i.type === type && i.folder_id === f.id),
          );
        } else {
          for (const i of data().folders.items)
            if (i.type === type && i.folder_id === f.id) i.folder_id = null;
        }
        // Keep sort_no contiguous from 0.
        foldersOf(type)
          .sort((a, b) => a.sort_no - b.sort_no)
          .forEach((x, n) => {
            x.sort_no = n;
          });
        return ok({ folder_id: f.id });
      }
      return fail(MSG.badRequest);
    },
    /** My-page item POST: move, delete, delete_recovery. The path carries the type; the body says type=1. */
    itemAction(typeRaw: string | undefined, body: Record<string, string>): ActionResult {
      if (!isFavoriteType(typeRaw) || body.type !== '1') return fail(MSG.badRequest);
      const type = typeRaw;
      const item = data().folders.items.find((i) => i.type === type && String(i.item_id) === body.item_id);
      if (body.action === 'move') {
        if (!item) return fail(MSG.noItem);
        let dst: StoredFolder | undefined;
        if (body.dst_folder !== undefined) {
          dst = folder(type, body.dst_folder);
          if (!dst) return fail(MSG.noFolder);
        }
        item.folder_id = dst ? dst.id : null;
        return ok({
          item_id: item.item_id,
          dst_folder: dst ? dst.id : null,
          dst_folder_name: dst ? dst.name : data().folders.unclassified_name,
        });
      }
      if (body.action === 'delete') {
        if (!item) return fail(MSG.noItem);
        const relationId = `rel-${relationSeq++}`;
        deleted.set(relationId, item);
        data().folders.items = data().folders.items.filter((i) => i !== item);
        return ok({ relation_id: relationId });
      }
      if (body.action === 'delete_recovery') {
        const gone = body.relation_id === undefined ? undefined : deleted.get(body.relation_id);
        if (!gone || gone.type !== type || String(gone.item_id) !== body.item_id) return fail(MSG.noItem);
        deleted.delete(body.relation_id ?? '');
        const back = folder(type, body.favorite_folder_id);
        gone.folder_id = back ? back.id : null;
        data().folders.items.push(gone);
        return ok({ item_id: gone.item_id, folder_id: gone.folder_id });
      }
      return fail(MSG.badRequest);
    },
  };
}

export type FakeFolders = ReturnType<typeof createFakeFolders>;
