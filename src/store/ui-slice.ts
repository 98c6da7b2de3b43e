import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { keyedRecord } from '../domain/records';
import { requestCartAdd, requestFavoriteAdd } from './purchase-thunks';

export interface UiState {
  /** The maker whose follow popup is open: one popup at a time on the page. */
  followPopupMakerId: string | null;
  /** Spec 4 "favourite-folder popup open id": the item whose popup is open, or none. */
  favoriteFolderPopupItemId: string | null;
  /** Adds in flight, keyed `cart:{id}` / `favorite:{id}`: every island showing the work sees them. */
  pendingAdds: Record<string, true>;
}

const initialState: UiState = {
  followPopupMakerId: null,
  favoriteFolderPopupItemId: null,
  pendingAdds: keyedRecord(),
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
    /** Opening the same item's popup again closes it (spec 2). */
    favoriteFolderPopupToggled(state, action: PayloadAction<string | null>) {
      state.favoriteFolderPopupItemId =
        action.payload !== null && state.favoriteFolderPopupItemId === action.payload ? null : action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(requestCartAdd.pending, (state, { meta }) => {
        state.pendingAdds[`cart:${meta.arg.productId}`] = true;
      })
      .addCase(requestFavoriteAdd.pending, (state, { meta }) => {
        state.pendingAdds[`favorite:${meta.arg.productId}`] = true;
      })
      .addMatcher(requestCartAdd.settled, (state, { meta }) => {
        delete state.pendingAdds[`cart:${meta.arg.productId}`];
      })
      .addMatcher(requestFavoriteAdd.settled, (state, { meta }) => {
        delete state.pendingAdds[`favorite:${meta.arg.productId}`];
      });
  },
});

export const { followPopupShown, followPopupClosed, favoriteFolderPopupToggled } = uiSlice.actions;
