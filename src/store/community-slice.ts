import { createSlice, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { fetchCommunityContent } from '../api/embeds';
import type { CommunityContent } from '../domain/models';
import type { RootState } from './create-store';
import { createAppAsyncThunk } from './hooks';

// Community content per product (spec 3, contract 5): one JSONP call per product id and page, however many
// islands show it. `content` is null when the answer had no play_id; a failed call leaves it null too.

export interface CommunityEntry {
  status: 'loading' | 'succeeded' | 'failed';
  content: CommunityContent | null;
}

export interface CommunityState {
  byId: Record<string, CommunityEntry>;
}

const initialState: CommunityState = { byId: {} };

/**
 * One call per card: on a page of N cards these actions come N at a time, and notifying every island's
 * selectors on each of them is N x N work (bench: 1000 cards took seconds). Marked for RTK's autoBatchEnhancer
 * (on by default in configureStore), subscribers hear of them once per animation frame instead.
 */
const AUTOBATCHED = { [SHOULD_AUTOBATCH]: true } as const;
type Autobatched = typeof AUTOBATCHED;

export const loadCommunity = createAppAsyncThunk<
  CommunityContent | null,
  { origin: string; productId: string },
  { pendingMeta: Autobatched; fulfilledMeta: Autobatched; rejectedMeta: Autobatched }
>(
  'community/load',
  async ({ origin, productId }, { fulfillWithValue, rejectWithValue }) => {
    try {
      return fulfillWithValue(await fetchCommunityContent(origin, productId), AUTOBATCHED);
    } catch (error) {
      return rejectWithValue(error instanceof Error ? error.message : String(error), AUTOBATCHED);
    }
  },
  {
    // Requested once per product and page: a second island of the same product makes no call.
    condition: ({ productId }, { getState }) => !(productId in getState().community.byId),
    getPendingMeta: () => AUTOBATCHED,
  },
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
