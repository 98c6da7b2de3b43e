// docs/behaviour.md "Favourite items": the my-page item actions of the favorite-item widget.
// Every thunk rejects with the server's msg ('' when none: the widget shows `failed`) and changes no
// state on failure; a success reloads the folders so counts and names follow. The thunks settle
// without waiting for that reload: their fulfilled action is what the host page and the other tabs are told.
import { createFolder } from '../api/folders';
import { deleteItem, moveItem, recoverItem } from '../api/items';
import { validateFolderName } from '../domain/folder-name';
import type { FavoriteType } from '../domain/models';
import { failureMessage } from './error-message';
import { folderChangeConfirmed, loadFolders } from './folders-slice';
import { createAppAsyncThunk } from './app-thunk';

export interface MovedItem {
  itemId: string;
  /** null: the unclassified folder. */
  folderId: string | null;
  /** The folder's name as the server or the create call knows it ('' when the answer had none). */
  folderName: string;
}

type Guard = { ok: true; type: FavoriteType } | { ok: false };

function pageType(type: FavoriteType | null): Guard {
  return type ? { ok: true, type } : { ok: false };
}

/** Moves an item into a folder (null: unclassified), then reloads the folders. */
export const moveItemTo = createAppAsyncThunk(
  'items/moveItemTo',
  async (
    { itemId, folderId }: { itemId: string; folderId: string | null },
    { getState, dispatch, extra, rejectWithValue },
  ) => {
    const guard = pageType(getState().folders.favoriteType);
    if (!guard.ok) return rejectWithValue('');
    let moved: MovedItem;
    try {
      const result = await moveItem(extra.site, guard.type, itemId, folderId);
      moved = { itemId, folderId: result.dst_folder, folderName: result.dst_folder_name };
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    void dispatch(loadFolders({ force: true }));
    return moved;
  },
);

/**
 * 'Create new folder' creates the folder first, then moves the item into it. An invalid name
 * (docs/behaviour.md "Folder names") rejects with its label key (folder_name_empty ...) before any call. The
 * create is announced as soon as the server confirms it, so a move that fails afterwards still leaves it
 * told.
 */
export const createFolderAndMove = createAppAsyncThunk(
  'items/createFolderAndMove',
  async (
    { itemId, name }: { itemId: string; name: string },
    { getState, dispatch, extra, rejectWithValue },
  ) => {
    const valid = validateFolderName(name);
    if (!valid.ok) return rejectWithValue(valid.error);
    const guard = pageType(getState().folders.favoriteType);
    if (!guard.ok) return rejectWithValue('');
    let created: { id: string };
    try {
      created = await createFolder(extra.site, guard.type, valid.name);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(
      folderChangeConfirmed({ favoriteType: guard.type, change: 'folder-created', folderId: created.id }),
    );
    try {
      await moveItem(extra.site, guard.type, itemId, created.id);
    } catch (error) {
      // The folder exists now even though the move failed: the list shows it.
      void dispatch(loadFolders({ force: true }));
      return rejectWithValue(failureMessage(error));
    }
    void dispatch(loadFolders({ force: true }));
    return { itemId, folderId: created.id, folderName: valid.name };
  },
);

/** Deletes an item; the relation_id is what undo needs. */
export const deleteItemRow = createAppAsyncThunk(
  'items/deleteItemRow',
  async ({ itemId }: { itemId: string }, { getState, dispatch, extra, rejectWithValue }) => {
    const guard = pageType(getState().folders.favoriteType);
    if (!guard.ok) return rejectWithValue('');
    let result: { relation_id: string };
    try {
      result = await deleteItem(extra.site, guard.type, itemId);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    void dispatch(loadFolders({ force: true }));
    return result;
  },
);

/** Undo of a delete: back into the item's original folder (null: unclassified, field left out). */
export const recoverItemRow = createAppAsyncThunk(
  'items/recoverItemRow',
  async (
    { itemId, folderId, relationId }: { itemId: string; folderId: string | null; relationId: string },
    { getState, dispatch, extra, rejectWithValue },
  ) => {
    const guard = pageType(getState().folders.favoriteType);
    if (!guard.ok) return rejectWithValue('');
    try {
      await recoverItem(extra.site, guard.type, itemId, folderId, relationId);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    void dispatch(loadFolders({ force: true }));
  },
);
