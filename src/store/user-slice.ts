import { createSlice } from '@reduxjs/toolkit';
import type { CartItem, InfoNotice, LoadStatus, MemberMessage } from '../domain/models';
import { fetchMemberStatus } from '../api/member';
import { parseUserAgent, type UserAgentInfo } from '../domain/user-agent';
import { createAppAsyncThunk } from './app-thunk';
import { failureMessage } from './error-message';
import type { StoreContext } from './context';
import type { AppDispatch, RootState } from './create-store';

export interface UserState {
  status: LoadStatus;
  customerId: string | null;
  cart: CartItem[];
  messages: MemberMessage[];
  info: InfoNotice[];
  userAgent: UserAgentInfo | null;
  /** Counts the shopper's returns to the page: member-ness is read again from the cookie. */
  returns: number;
}

const initialState: UserState = {
  status: 'idle',
  customerId: null,
  cart: [],
  messages: [],
  info: [],
  userAgent: null,
  returns: 0,
};

/**
 * The member status: loaded once per page, whoever asks first (docs/behaviour.md "Product info and samples").
 */
const fetchStatus = createAppAsyncThunk(
  'user/statusReceived',
  async (_: void, { extra, rejectWithValue }) => {
    try {
      return await fetchMemberStatus(extra.site);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
  },
  { condition: (_, { getState }) => getState().user.status === 'idle' },
);

/** The one status load of each store (keyed by its context), so later callers can wait for it to settle. */
const statusLoads = new WeakMap<StoreContext, Promise<unknown>>();

/**
 * Starts the status load if nobody has, and resolves when it has settled, whoever started it. (A caller
 * that needs the answer, like the folders loader, must not go on while another widget's load is pending.)
 * It carries the async thunk's action creators, so reducers match `loadStatus.fulfilled` as before.
 */
export const loadStatus = Object.assign(
  () =>
    (dispatch: AppDispatch, getState: () => RootState, extra: StoreContext): Promise<unknown> => {
      const running = statusLoads.get(extra);
      // A status reset by a return (memberReturned) loads again.
      if (running && getState().user.status !== 'idle') return running;
      const load = dispatch(fetchStatus());
      if (getState().user.status === 'pending') statusLoads.set(extra, load);
      return load;
    },
  {
    pending: fetchStatus.pending,
    fulfilled: fetchStatus.fulfilled,
    rejected: fetchStatus.rejected,
    typePrefix: fetchStatus.typePrefix,
  },
);

export const userSlice = createSlice({
  name: 'user',
  initialState,
  reducers: {
    userAgentDetected(state, action: { payload: string }) {
      state.userAgent = parseUserAgent(action.payload);
    },
    /** docs/behaviour.md "Cart": the entry for the same work is removed first, then the new one appended. */
    cartAdd(state, action: { payload: { productId: string; rentalId: string } }) {
      const { productId, rentalId } = action.payload;
      state.cart = state.cart.filter((item) => item.product_id !== productId);
      state.cart.push({ product_id: productId, rental_id: rentalId, status: 1 });
    },
    /**
     * Coming back (a page restored by Back, a tab shown after a long time hidden): a loaded status
     * is stale and loads again once asked (its answer so far stays shown meanwhile).
     */
    memberReturned(state) {
      state.returns += 1;
      if (state.status === 'succeeded' || state.status === 'failed') state.status = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadStatus.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(loadStatus.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.customerId = payload.customer_id;
        state.cart = payload.cart;
        state.messages = payload.message;
        state.info = payload.info;
      })
      .addCase(loadStatus.rejected, (state, action) => {
        // A condition-cancelled thunk must not mark the loaded status as failed.
        if (action.meta.condition) return;
        state.status = 'failed';
      });
  },
});

export const { userAgentDetected, cartAdd, memberReturned } = userSlice.actions;
