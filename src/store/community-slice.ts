import { reportFailure } from './error-message';
import { createSlice } from '@reduxjs/toolkit';
import { fetchCommunityContent } from '../api/embeds';
import type { CommunityContent } from '../domain/models';
import { keyedRecord } from '../domain/records';
import type { RootState } from './create-store';
import { createAppAsyncThunk } from './app-thunk';

// Community content per product (docs/behaviour.md "Product info and samples"): one JSONP call per product id
// and page, however many islands show it. `content` is null when the answer had no play_id; a failed call
// leaves it null too.

export interface CommunityEntry {
  status: 'loading' | 'succeeded' | 'failed';
  content: CommunityContent | null;
}

export interface CommunityState {
  byId: Record<string, CommunityEntry>;
}

const initialState: CommunityState = { byId: keyedRecord() };

export const loadCommunity = createAppAsyncThunk<
  CommunityContent | null,
  { origin: string; productId: string }
>(
  'community/load',
  async ({ origin, productId }, { extra, rejectWithValue }) => {
    try {
      return await fetchCommunityContent(origin, productId, extra.cors?.includes('community'));
    } catch (error) {
      reportFailure(error);
      return rejectWithValue(error instanceof Error ? error.message : String(error));
    }
  },
  // Requested once per product and page: a second island of the same product makes no call.
  { condition: ({ productId }, { getState }) => !(productId in getState().community.byId) },
);

export const communitySlice = createSlice({
  name: 'community',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCommunity.pending, (state, action) => {
        state.byId[action.meta.arg.productId] = { status: 'loading', content: null };
      })
      .addCase(loadCommunity.fulfilled, (state, action) => {
        state.byId[action.meta.arg.productId] = { status: 'succeeded', content: action.payload };
      })
      .addCase(loadCommunity.rejected, (state, action) => {
        state.byId[action.meta.arg.productId] = { status: 'failed', content: null };
      });
  },
});

export const selectCommunityEntry = (state: RootState, productId: string): CommunityEntry | undefined =>
  state.community.byId[productId];
