// Issue 12, critical path: the page's requests leave before React DOM is evaluated. main.ts imports this
// module first, and ES modules are evaluated in import order (the bundle keeps that order), so when its
// body runs only the configuration, the store, the API edge and the widget definitions have been
// evaluated. It reads the configuration, makes the store and, once the document has been parsed (always,
// for a module script), sends the product request and starts the widget code and every declared load;
// the runtime's first scan, a task later, then finds them in flight and sends nothing twice. Evaluating
// React DOM and the rest took ~120 ms on the bench machine, more on a phone, all of it before the first
// request until now.
import { installGlobalErrorReporting, reportError } from '../analytics/report-error';
import { readPageConfig, type ReadPageConfigResult } from '../config/page-config';
import type { AppStore } from '../store/create-store';
import { widgetRegistry } from '../widgets/registry';
import { requestIslandNeeds } from './island-scan';
import { createPageStore } from './page-store';

export interface EarlyStart {
  config: ReadPageConfigResult;
  /** The page's store, made from a valid configuration. */
  store: AppStore | null;
}

/** Null when another copy of the bundle already runs on the page (main.ts then does nothing either). */
export function startEarly(): EarlyStart | null {
  if (window.storefront) return null;
  installGlobalErrorReporting();
  const config = readPageConfig();
  if (!config.ok) return { config, store: null };
  const store = createPageStore(config.config);
  // An entry evaluated while the page is still loading (a script placed without `type="module"`'s defer,
  // or injected early) leaves the scan to the runtime, at DOM ready.
  if (document.readyState !== 'loading') {
    try {
      requestIslandNeeds(store, widgetRegistry, document);
    } catch (error) {
      // Nothing is lost: the runtime's scan reads the islands again and starts what is missing.
      reportError(error);
    }
  }
  return { config, store };
}

// Where the benchmark's mount time starts (bench/run.mjs): the entry's own code begins to run (React DOM's
// evaluation, which follows, is inside the measured time).
performance.mark('storefront:start');

export const earlyStart = startEarly();
