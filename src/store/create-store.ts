import { combineReducers, configureStore, type Middleware } from '@reduxjs/toolkit';
import type { StoreContext } from './context';
import { userSlice, userAgentDetected } from './user-slice';
import { listsSlice } from './lists-slice';
import { productsSlice } from './products-slice';
import { couponsSlice } from './coupons-slice';
import { foldersSlice, initialFoldersState } from './folders-slice';
import { samplesSlice } from './samples-slice';
import { communitySlice } from './community-slice';
import { previewsSlice } from './previews-slice';
import { uiSlice } from './ui-slice';
import { createProductPooler, type ProductPooler } from './product-pooler';
import { createTabSyncMiddleware } from './tab-outbox';

const rootReducer = combineReducers({
  user: userSlice.reducer,
  lists: listsSlice.reducer,
  products: productsSlice.reducer,
  coupons: couponsSlice.reducer,
  folders: foldersSlice.reducer,
  samples: samplesSlice.reducer,
  community: communitySlice.reducer,
  previews: previewsSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The page's one store (docs/page-contract.md "Islands": all islands share it), with its product pooler
 * beside it. `middleware`: what the page adds after the store's own (the host page's events, src/events).
 */
export function createAppStore(context: StoreContext, middleware: readonly Middleware[] = []) {
  const tabSync = createTabSyncMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { folders: initialFoldersState(context.pathname) },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context } }).concat(tabSync.middleware, ...middleware),
  });
  store.dispatch(userAgentDetected(context.userAgent));
  const pooler = createProductPooler(context.site, store.dispatch, () => store.getState().products);
  // `tabSync.send` is set by startTabSync (src/sync) when the page keeps its tabs in step.
  return Object.assign(store, { pooler, context, tabSync: tabSync.outbox });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type { ProductPooler };
