import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { keyedRecord } from '../domain/records';
import { cartAddKey, favoriteAddKey } from './pending-keys';
import { requestCartAdd, requestFavoriteAdd } from './purchase-thunks';
import type { ItemAction } from '../domain/tab-change';

/** What another tab did to a my-page item: its row here shows it. */
export interface ItemChangeElsewhere {
  action: ItemAction;
  /** The item's folder after the change (null: unclassified; unused for a delete). */
  folderId: string | null;
  /** Counts the changes to this item, so that the same change twice still reaches its row. */
  seq: number;
}

export interface UiState {
  /** The maker whose follow popup is open: one popup at a time on the page. */
  followPopupMakerId: string | null;
  /** The item whose popup is open, or none: one at a time (docs/behaviour.md "Favourite items"). */
  favoriteFolderPopupItemId: string | null;
  /** Adds in flight, keyed by pending-keys.ts: every island showing the work sees them. */
  pendingAdds: Record<string, true>;
  /** Item changes made in the shopper's other tabs, by item id. */
  itemsElsewhere: Record<string, ItemChangeElsewhere>;
}

const initialState: UiState = {
  followPopupMakerId: null,
  favoriteFolderPopupItemId: null,
  pendingAdds: keyedRecord(),
  itemsElsewhere: keyedRecord(),
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    followPopupShown(state, action: PayloadAction<string>) {
      state.followPopupMakerId = action.payload;
    },
    followPopupClosed(state) {
      state.followPopupMakerId = null;
    },
    /** Opening the same item's popup again closes it. */
    favoriteFolderPopupToggled(state, action: PayloadAction<string | null>) {
      state.favoriteFolderPopupItemId =
        action.payload !== null && state.favoriteFolderPopupItemId === action.payload ? null : action.payload;
    },
    /** Another tab moved, deleted or restored an item (dispatched by tab-sync.ts, marked remote). */
    itemChangedElsewhere(
      state,
      action: PayloadAction<{ itemId: string; action: ItemAction; folderId: string | null }>,
    ) {
      const { itemId, ...change } = action.payload;
      const seq = (state.itemsElsewhere[itemId]?.seq ?? 0) + 1;
      state.itemsElsewhere[itemId] = { ...change, seq };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(requestCartAdd.pending, (state, { meta }) => {
        state.pendingAdds[cartAddKey(meta.arg.productId)] = true;
      })
      .addCase(requestFavoriteAdd.pending, (state, { meta }) => {
        state.pendingAdds[favoriteAddKey(meta.arg.productId)] = true;
      })
      .addMatcher(requestCartAdd.settled, (state, { meta }) => {
        delete state.pendingAdds[cartAddKey(meta.arg.productId)];
      })
      .addMatcher(requestFavoriteAdd.settled, (state, { meta }) => {
        delete state.pendingAdds[favoriteAddKey(meta.arg.productId)];
      });
  },
});

export const { followPopupShown, followPopupClosed, favoriteFolderPopupToggled, itemChangedElsewhere } =
  uiSlice.actions;
