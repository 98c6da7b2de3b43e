import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FavoriteType, FolderList, LoadStatus } from '../domain/models';
import { fetchFolders } from '../api/folders';
import { favoriteTypeFromPath } from '../domain/favorite-page';
import { createAppAsyncThunk } from './hooks';
import { customerHash } from './member';
import { errorMessage } from './error-message';
import { loadStatus } from './user-slice';

export interface FoldersState {
  favoriteType: FavoriteType | null;
  status: LoadStatus;
  list: FolderList | null;
}

export function initialFoldersState(pathname: string): FoldersState {
  return { favoriteType: favoriteTypeFromPath(pathname), status: 'idle', list: null };
}

/**
 * Spec 6: favourite folders load only when the status has a customer_id and a favourite type is set.
 * Unlike the once-only lists, this one reloads after every folder action (spec 4), so `force` skips the
 * idle check but still never runs two loads at once.
 */
export const loadFolders = createAppAsyncThunk(
  'folders/foldersReceived',
  async (_: { force?: boolean } | void, { getState, dispatch, extra, rejectWithValue }) => {
    await dispatch(loadStatus());
    const { user, folders } = getState();
    if (!user.customerId || !folders.favoriteType) return rejectWithValue('');
    try {
      return await fetchFolders(extra.site, customerHash(extra) ?? user.customerId, folders.favoriteType);
    } catch (error) {
      return rejectWithValue(errorMessage(error));
    }
  },
  {
    condition: (arg, { getState }) => {
      const { status, favoriteType } = getState().folders;
      if (!favoriteType || status === 'pending') return false;
      return status === 'idle' || Boolean(arg && arg.force);
    },
  },
);

export const foldersSlice = createSlice({
  name: 'folders',
  initialState: initialFoldersState(''),
  reducers: {
    /** Spec 4 "favourite folder deleted": the folder with that id leaves the local list at once. */
    folderDeleted(state, action: PayloadAction<string>) {
      if (state.list)
        state.list.folders = state.list.folders.filter((folder) => folder.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadFolders.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(loadFolders.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.list = payload;
      })
      .addCase(loadFolders.rejected, (state, action) => {
        if (!action.meta.condition) state.status = state.list ? 'succeeded' : 'failed';
      });
  },
});

export const { folderDeleted } = foldersSlice.actions;
