// Loaded once the page has been idle (a chunk of its own, off the critical path): keeps the
// shopper's tabs in step and reloads the member's lists when the shopper comes back.
import type { AppStore } from '../store/create-store';
import { watchReturns } from './returns';
import { startTabSync } from './tab-sync';

export function connectTabs(
  store: AppStore,
  options: { site: string; version: string; refreshAfterHiddenMs: number },
): void {
  startTabSync(store, { site: options.site, version: options.version });
  watchReturns(store, options.refreshAfterHiddenMs);
}
