import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './create-store';

// The only typed entry points to the store from React; lint forbids the untyped react-redux hooks elsewhere.
// The thunk creator is in app-thunk.ts: the store's code must not import React (it runs before React loads).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
