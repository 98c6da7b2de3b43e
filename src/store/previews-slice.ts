import { createSlice } from '@reduxjs/toolkit';
import { fetchPreviewEmbed } from '../api/embeds';
import type { PreviewEmbed } from '../domain/models';
import { keyedRecord } from '../domain/records';
import type { RootState } from './create-store';
import { reportFailure } from './error-message';
import { createAppAsyncThunk } from './app-thunk';

// The preview embed per work (docs/behaviour.md "Preview player"): one JSONP call per work and page, started
// at the page scan for every preview-player island (declared, not discovered). `embed` is null when the
// service has no player for the work, and after a failed call (the widget keeps its empty state).

export interface PreviewEntry {
  status: 'loading' | 'succeeded' | 'failed';
  embed: PreviewEmbed | null;
}

export interface PreviewsState {
  byId: Record<string, PreviewEntry>;
}

const initialState: PreviewsState = { byId: keyedRecord() };

export const loadPreviewEmbed = createAppAsyncThunk<PreviewEmbed | null, string>(
  'previews/load',
  async (productId, { extra, rejectWithValue }) => {
    try {
      if (!extra.previewEmbed) return null;
      return await fetchPreviewEmbed(
        extra.previewEmbed,
        extra.site,
        productId,
        extra.cors?.includes('previewEmbed'),
      );
    } catch (error) {
      reportFailure(error);
      return rejectWithValue(error instanceof Error ? error.message : String(error));
    }
  },
  { condition: (productId, { getState }) => !(productId in getState().previews.byId) },
);

export const previewsSlice = createSlice({
  name: 'previews',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadPreviewEmbed.pending, (state, action) => {
        state.byId[action.meta.arg] = { status: 'loading', embed: null };
      })
      .addCase(loadPreviewEmbed.fulfilled, (state, action) => {
        state.byId[action.meta.arg] = { status: 'succeeded', embed: action.payload };
      })
      .addCase(loadPreviewEmbed.rejected, (state, action) => {
        state.byId[action.meta.arg] = { status: 'failed', embed: null };
      });
  },
});

export const selectPreviewEntry = (state: RootState, productId: string): PreviewEntry | undefined =>
  state.previews.byId[productId];
