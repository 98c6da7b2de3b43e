// Loaded once the page has been idle (a chunk of its own, off the critical path): keeps the shopper's tabs
// in step. Returns (a restored page, a tab shown again) are watched from the entry itself (main.ts).
import type { AppStore } from '../store/create-store';
import { startTabSync } from './tab-sync';

export function connectTabs(store: AppStore, options: { site: string; version: string }): void {
  startTabSync(store, { site: options.site, version: options.version });
}
