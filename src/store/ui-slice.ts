import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  /** The maker whose follow popup is open: one popup at a time on the page. */
  followPopupMakerId: string | null;
  /** Spec 4 "favourite-folder popup open id": the item whose popup is open, or none. */
  favoriteFolderPopupItemId: string | null;
}

const initialState: UiState = { followPopupMakerId: null, favoriteFolderPopupItemId: null };

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
});

export const { followPopupShown, followPopupClosed, favoriteFolderPopupToggled } = uiSlice.actions;
