import { createSlice } from '@reduxjs/toolkit';
import type { Coupon, LoadStatus } from '../domain/models';
import { fetchCoupons } from '../api/coupons';
import { createAppAsyncThunk } from './app-thunk';
import { failureMessage } from './error-message';

export interface CouponsState {
  status: LoadStatus;
  items: Coupon[];
}

const initialState: CouponsState = { status: 'idle', items: [] };

/** Coupons load once per page (docs/behaviour.md "Coupons and gifts"). */
export const loadCoupons = createAppAsyncThunk(
  'coupons/couponsReceived',
  async (_: void, { extra, rejectWithValue }) => {
    try {
      return await fetchCoupons(extra.site);
    } catch (error) {
      return rejectWithValue(failureMessage(error));
    }
  },
  { condition: (_, { getState }) => getState().coupons.status === 'idle' },
);

export const couponsSlice = createSlice({
  name: 'coupons',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadCoupons.pending, (state) => {
        state.status = 'pending';
      })
      .addCase(loadCoupons.fulfilled, (state, { payload }) => {
        state.status = 'succeeded';
        state.items = payload;
      })
      .addCase(loadCoupons.rejected, (state, action) => {
        if (!action.meta.condition) state.status = 'failed';
      });
  },
});
