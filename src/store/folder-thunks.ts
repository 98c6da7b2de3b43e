import { createFolder } from '../api/folders';
import { deleteFolder, renameFolder, saveFolderOrder, setFolderVisible } from '../api/folder-edits';
import { validateFolderName } from '../domain/folder-name';
import type { FavoriteType } from '../domain/models';
import { failureMessage } from './error-message';
import { folderChangeConfirmed, folderDeleted, loadFolders } from './folders-slice';
import { createAppAsyncThunk } from './app-thunk';
import type { RootState } from './create-store';

/*
 * Folder management (docs/behaviour.md "Favourite folders"). Every action: the server first; on success the
 * change is announced at once (folderChangeConfirmed: the host page and the other tabs never wait for the
 * reload), then the folders reload (loadFolders({force: true})) and the thunk settles once the list shows the
 * change; a failure rejects with the server's msg ('' when none: widgets show `failed`) and changes nothing.
 * Name checks (docs/behaviour.md "Folder names") run before any call: an invalid name rejects with its label
 * key (folder_name_empty, folder_name_long, folder_name_illegal) and sends nothing.
 */

function typeOf(state: RootState): FavoriteType | null {
  return state.folders.favoriteType;
}

/** Creates a folder with a validated name; resolves with the new folder's id. */
export const createFolderNamed = createAppAsyncThunk(
  'folders/create',
  async (name: string, { getState, extra, dispatch, rejectWithValue }) => {
    const checked = validateFolderName(name);
    if (!checked.ok) return rejectWithValue(checked.error);
    const type = typeOf(getState());
    if (!type) return rejectWithValue('');
    let created: { id: string };
    try {
      created = await createFolder(extra.site, type, checked.name);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(folderChangeConfirmed({ favoriteType: type, change: 'folder-created', folderId: created.id }));
    await dispatch(loadFolders({ force: true }));
    return created;
  },
);

export const renameFolderTo = createAppAsyncThunk(
  'folders/rename',
  async ({ id, name }: { id: string; name: string }, { getState, extra, dispatch, rejectWithValue }) => {
    const checked = validateFolderName(name);
    if (!checked.ok) return rejectWithValue(checked.error);
    const type = typeOf(getState());
    if (!type) return rejectWithValue('');
    try {
      await renameFolder(extra.site, type, id, checked.name);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(folderChangeConfirmed({ favoriteType: type, change: 'folder-renamed', folderId: id }));
    await dispatch(loadFolders({ force: true }));
    return { id, name: checked.name };
  },
);

/** Show on top: the folder's is_visible. */
export const setFolderOnTop = createAppAsyncThunk(
  'folders/showOnTop',
  async (
    { id, visible }: { id: string; visible: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const type = typeOf(getState());
    if (!type) return rejectWithValue('');
    try {
      await setFolderVisible(extra.site, type, id, visible);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(folderChangeConfirmed({ favoriteType: type, change: 'folder-shown-on-top', folderId: id }));
    await dispatch(loadFolders({ force: true }));
    return { id, visible };
  },
);

/** Reorder: every folder, in the given order, with its index as sort_no. */
export const saveFolderSortOrder = createAppAsyncThunk(
  'folders/saveOrder',
  async (ids: readonly string[], { getState, extra, dispatch, rejectWithValue }) => {
    const type = typeOf(getState());
    if (!type) return rejectWithValue('');
    try {
      await saveFolderOrder(extra.site, type, ids);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(folderChangeConfirmed({ favoriteType: type, change: 'folders-reordered', folderIds: [...ids] }));
    await dispatch(loadFolders({ force: true }));
    return [...ids];
  },
);

/** Delete: on success the folder leaves the local list at once, then the list reloads. */
export const removeFolder = createAppAsyncThunk(
  'folders/delete',
  async (
    { id, deleteItems }: { id: string; deleteItems: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const type = typeOf(getState());
    if (!type) return rejectWithValue('');
    try {
      await deleteFolder(extra.site, type, id, deleteItems);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
    dispatch(folderDeleted(id));
    dispatch(folderChangeConfirmed({ favoriteType: type, change: 'folder-deleted', folderId: id }));
    await dispatch(loadFolders({ force: true }));
    return { id };
  },
);
