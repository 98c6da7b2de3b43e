import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './create-store';
import type { StoreContext } from './context';

// The typed thunk creator, apart from the React hooks (hooks.ts): the store and its thunks run in the
// entry before React is loaded, so nothing here may import React.
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  extra: StoreContext;
  rejectValue: string;
}>();
