import { createSlice } from '@reduxjs/toolkit';
import type { LoadStatus, Rental } from '../domain/models';
import { fetchBoughts, fetchFavorites, fetchFollows, fetchUninterests } from '../api/member';
import { createAppAsyncThunk } from './app-thunk';
import { customerHash } from './member';
import { failureMessage } from './error-message';
import type { StoreContext } from './context';
import type { RootState } from './create-store';
import { memberReturned } from './user-slice';

export interface ListsState {
  boughts: { status: LoadStatus; ids: string[]; rentals: Rental[] };
  favorites: { status: LoadStatus; ids: string[] };
  uninterests: { status: LoadStatus; reason2: string[] };
  follows: { status: LoadStatus; keys: string[] };
}

const initialState: ListsState = {
  boughts: { status: 'idle', ids: [], rentals: [] },
  favorites: { status: 'idle', ids: [] },
  uninterests: { status: 'idle', reason2: [] },
  follows: { status: 'idle', keys: [] },
};

type ListName = keyof ListsState;

/** The member's lists a return reloads, with the status. */
export const RETURN_RELOADED = ['boughts', 'favorites', 'follows'] as const satisfies readonly ListName[];

/**
 * A once-only loader: it runs from `idle` only, and only for a member (the user lists load only when the
 * customer hash cookie exists, docs/behaviour.md "Members and guests").
 */
function onceOnlyListLoader<T>(
  type: string,
  list: ListName,
  fetch: (site: string, customerHash: string) => Promise<T>,
) {
  return createAppAsyncThunk(
    type,
    async (_: void, { extra, rejectWithValue }) => {
      try {
        return await fetch(extra.site, customerHash(extra) ?? '');
      } catch (error) {
        return rejectWithValue(failureMessage(error));
      }
    },
    {
      condition: (_, { getState, extra }: { getState: () => RootState; extra: StoreContext }) =>
        getState().lists[list].status === 'idle' && customerHash(extra) !== null,
    },
  );
}

export const loadBoughts = onceOnlyListLoader('lists/boughtsReceived', 'boughts', fetchBoughts);
export const loadFavorites = onceOnlyListLoader('lists/favoritesReceived', 'favorites', fetchFavorites);
export const loadUninterests = onceOnlyListLoader(
  'lists/uninterestsReceived',
  'uninterests',
  fetchUninterests,
);
export const loadFollows = onceOnlyListLoader('lists/followsReceived', 'follows', fetchFollows);

export const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    /** docs/behaviour.md "Favourites": adding a favourite that is already in the list is ignored. */
    favoriteAdd(state, action: { payload: string }) {
      if (!state.favorites.ids.includes(action.payload)) state.favorites.ids.push(action.payload);
    },
    /**
     * docs/behaviour.md "Follows and the follow cache": a successful follow removes the key if present, then
     * appends it.
     */
    followAdd(state, action: { payload: string }) {
      state.follows.keys = state.follows.keys.filter((key) => key !== action.payload);
      state.follows.keys.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    const pending = (list: ListName) => (state: ListsState) => {
      state[list].status = 'pending';
    };
    const rejected = (list: ListName) => (state: ListsState, action: { meta: { condition: boolean } }) => {
      // A load cancelled by its condition (already loaded, or a guest) changes nothing.
      if (!action.meta.condition) state[list].status = 'failed';
    };
    builder
      .addCase(loadBoughts.pending, pending('boughts'))
      .addCase(loadBoughts.rejected, rejected('boughts'))
      .addCase(loadFavorites.pending, pending('favorites'))
      .addCase(loadFavorites.rejected, rejected('favorites'))
      .addCase(loadUninterests.pending, pending('uninterests'))
      .addCase(loadUninterests.rejected, rejected('uninterests'))
      .addCase(loadFollows.pending, pending('follows'))
      .addCase(loadFollows.rejected, rejected('follows'));
    builder
      .addCase(loadBoughts.fulfilled, (state, { payload }) => {
        state.boughts = { status: 'succeeded', ids: payload.boughts, rentals: payload.rentals };
      })
      .addCase(loadFavorites.fulfilled, (state, { payload }) => {
        state.favorites = { status: 'succeeded', ids: payload };
      })
      .addCase(loadUninterests.fulfilled, (state, { payload }) => {
        state.uninterests = { status: 'succeeded', reason2: payload.reason_2 };
      })
      .addCase(loadFollows.fulfilled, (state, { payload }) => {
        state.follows = { status: 'succeeded', keys: payload };
      })
      // Coming back: the member's loaded lists are stale and load again once asked (what they
      // hold stays shown meanwhile). Uninterests only hide works and are left as they are.
      .addCase(memberReturned, (state) => {
        for (const list of RETURN_RELOADED)
          if (state[list].status === 'succeeded' || state[list].status === 'failed')
            state[list].status = 'idle';
      });
  },
});

export const { favoriteAdd, followAdd } = listsSlice.actions;
