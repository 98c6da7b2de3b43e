// Coming back: when the shopper returns to a page (restored from the back/forward cache, or a tab
// shown again after more than `refreshAfterHiddenMs` hidden), the member's lists reload once. Only
// `pageshow` and `visibilitychange` are listened to: nothing here keeps a page out of the back/forward cache
// (no `unload` listener).
import type { AppStore } from '../store/create-store';
import { refreshOnReturn } from '../store/member-returns';

/** One return fires both events (a restored page also turns visible): one reload within this window. */
const ONE_RETURN_MS = 2000;

export function watchReturns(store: AppStore, refreshAfterHiddenMs: number): () => void {
  let hiddenAt = document.visibilityState === 'hidden' ? Date.now() : null;
  let refreshedAt = -Infinity;
  const refresh = () => {
    if (Date.now() - refreshedAt < ONE_RETURN_MS) return;
    refreshedAt = Date.now();
    store.dispatch(refreshOnReturn());
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) refresh();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now();
      return;
    }
    if (hiddenAt !== null && Date.now() - hiddenAt > refreshAfterHiddenMs) refresh();
    hiddenAt = null;
  };
  addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
