import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FavoriteType, FolderList, LoadStatus } from '../domain/models';
import { fetchFolders } from '../api/folders';
import { favoritePageFromPath } from '../domain/favorite-page';
import { within } from '../domain/within';
import { createAppAsyncThunk } from './app-thunk';
import { customerHash, selectIsMember } from './member';
import { failureMessage } from './error-message';
import { loadStatus } from './user-slice';

export interface FoldersState {
  /** The type of the page's calls. */
  favoriteType: FavoriteType | null;
  /** The type segment of the page's links (favoritePageFromPath): the one rule of every my-page link. */
  linkSegment: string | null;
  status: LoadStatus;
  list: FolderList | null;
  /** The failed load's message ('' when the server sent none, or for a guest's page); null after a success. */
  error: string | null;
  /** The newest load: an older answer arriving late must not overwrite a newer one. */
  latestRequestId: string | null;
}

export function initialFoldersState(pathname: string): FoldersState {
  const page = favoritePageFromPath(pathname);
  return {
    favoriteType: page?.type ?? null,
    linkSegment: page?.segment ?? null,
    status: 'idle',
    list: null,
    error: null,
    latestRequestId: null,
  };
}

/**
 * How long the folders wait for the member status. They load once the status has confirmed the member (a
 * customer_id); past this the cookie decides, as it does for every list until the status answers
 * (docs/behaviour.md "Members and guests"), so a status call that never answers (store calls have no
 * timeout) does not keep a member's folders from the page. On a working connection the status, asked for in
 * the same wave, is in by then.
 */
export const FOLDERS_STATUS_WAIT_MS = 1000;

/**
 * Favourite folders load only for a member (the status confirming the cookie, see
 * FOLDERS_STATUS_WAIT_MS) and when a favourite type is set. Unlike the once-only lists, this one reloads
 * after every folder action: `force` starts a load even while one is running (that one may predate
 * the action), and only the newest answer is kept.
 */
export const loadFolders = createAppAsyncThunk(
  'folders/foldersReceived',
  async (_: { force?: boolean } | void, { getState, dispatch, extra, rejectWithValue }) => {
    await within(dispatch(loadStatus()), FOLDERS_STATUS_WAIT_MS);
    const hash = customerHash(extra);
    const type = getState().folders.favoriteType;
    // A member's page (the one rule: a status answer without customer_id makes it a guest's) with a type.
    if (hash === null || !selectIsMember(getState(), extra) || !type) return rejectWithValue('');
    try {
      const list = await fetchFolders(extra.site, hash, type);
      // The status may have answered meanwhile, saying the cookie is stale.
      return selectIsMember(getState(), extra) ? list : rejectWithValue('');
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
  },
  {
    condition: (arg, { getState }) => {
      const { status, favoriteType } = getState().folders;
      if (!favoriteType) return false;
      return status === 'idle' || Boolean(arg && arg.force);
    },
  },
);

/**
 * Another tab of the shopper's changed a folder, or an item of a my-page list, of `favoriteType` (tab
 * sync): nothing to keep here (the folder list reloads on its own), but the host page is told
 * (`storefront:folders-changed`, src/events). `item`: the item change, when it was one.
 */
export const foldersChangedElsewhere = createAction<{
  favoriteType: FavoriteType;
  item?: { itemId: string; action: 'moved' | 'deleted' | 'recovered'; folderId: string | null };
}>('folders/changedElsewhere');

/**
 * The folder changes of docs/behaviour.md "Favourite folders", named as the host is told of them
 * (`storefront:folders-changed`).
 */
export type FolderChange =
  'folder-created' | 'folder-renamed' | 'folder-shown-on-top' | 'folders-reordered' | 'folder-deleted';

/**
 * The server confirmed a folder change of this tab, dispatched as its answer arrives: the host page and the
 * shopper's other tabs are told from it (src/events, tab-outbox.ts), never after the folder list's reload,
 * which may be slow or never answer. `folderId`: the folder created, renamed, shown or deleted;
 * `folderIds`: the saved order.
 */
export const folderChangeConfirmed = createAction<{
  favoriteType: FavoriteType;
  change: FolderChange;
  folderId?: string;
  folderIds?: string[];
}>('folders/changeConfirmed');

export const foldersSlice = createSlice({
  name: 'folders',
  initialState: initialFoldersState(''),
  reducers: {
    /** The folder with that id leaves the local list at once. */
    folderDeleted(state, action: PayloadAction<string>) {
      if (state.list)
        state.list.folders = state.list.folders.filter((folder) => folder.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadFolders.pending, (state, { meta }) => {
        state.status = 'pending';
        state.latestRequestId = meta.requestId;
      })
      .addCase(loadFolders.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.latestRequestId) return;
        state.status = 'succeeded';
        state.list = payload;
        state.error = null;
      })
      .addCase(loadFolders.rejected, (state, action) => {
        if (action.meta.condition || action.meta.requestId !== state.latestRequestId) return;
        state.status = state.list ? 'succeeded' : 'failed';
        state.error = typeof action.payload === 'string' ? action.payload : '';
      });
  },
});

export const { folderDeleted } = foldersSlice.actions;
