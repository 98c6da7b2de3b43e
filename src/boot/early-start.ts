// The critical path: the page's requests leave from the entry, before React DOM has even arrived. main.ts
// imports this module first, and ES modules are evaluated in import order, so when its body runs only the
// configuration, the store, the API edge and the widget definitions have been evaluated. It reads the
// configuration, makes the store and, once the document has been parsed (always, for a module script), asks
// for the code (the runtime, React DOM inside, the largest file of the page, first; then the widgets'
// chunks), sends the product request, and in the next task starts every declared load (member status and
// lists, coupons, samples, embeds): on a phone each request costs the main thread a noticeable slice of
// time, and the entry's task is the page's longest (see docs/performance.md, History). The runtime's first
// scan, later, finds all of it in flight and sends nothing twice.
import { installGlobalErrorReporting, reportError } from '../analytics/report-error';
import { readPageConfig, type ReadPageConfigResult } from '../config/page-config';
import type { AppStore } from '../store/create-store';
import { widgetRegistry } from '../widgets/registry';
import { requestPageProducts, startPageLoads } from '../store/page-loads';
import { loadWidgetCode, scanIslandNeeds } from '../islands/island-scan';
import { createPageStore } from './page-store';
import { yieldToBrowser } from '../islands/scheduling';
import type * as RuntimeModule from './bootstrap';

type Runtime = typeof RuntimeModule;

export interface EarlyStart {
  config: ReadPageConfigResult;
  /** The page's store, made from a valid configuration. */
  store: AppStore | null;
  /** The runtime's chunk (React DOM, the islands runtime), asked for once the configuration is valid. */
  runtime: Promise<Runtime> | null;
}

/**
 * The widgets' code (the runtime's is already asked for), then the products, then, a task later, every
 * declared load.
 */
function sendPageRequests(store: AppStore): void {
  const { needs, definitions } = scanIslandNeeds(widgetRegistry, document);
  for (const definition of definitions) void loadWidgetCode(definition);
  requestPageProducts(store, needs, true);
  void yieldToBrowser().then(() => {
    try {
      startPageLoads(store, needs);
    } catch (error) {
      // Nothing is lost: the runtime's scan starts what is missing.
      reportError(error);
    }
  });
}

/** Null when another copy of the bundle already runs on the page (main.ts then does nothing either). */
export function startEarly(): EarlyStart | null {
  if (window.storefront) return null;
  installGlobalErrorReporting();
  const config = readPageConfig();
  if (!config.ok) return { config, store: null, runtime: null };
  const store = createPageStore(config.config);
  // First: the largest file of the page, so it starts downloading before anything else.
  const runtime = import('./bootstrap');
  // An entry evaluated while the page is still loading (a script placed without `type="module"`'s defer,
  // or injected early) leaves the scan to the runtime, at DOM ready.
  if (document.readyState !== 'loading') {
    // In a task of its own: evaluating the entry is one long task on a phone, reading the islands and
    // sending the requests another; together they made the page's longest task.
    void yieldToBrowser().then(() => {
      try {
        sendPageRequests(store);
      } catch (error) {
        // Nothing is lost: the runtime's scan reads the islands again and starts what is missing.
        reportError(error);
      }
    });
  }
  return { config, store, runtime };
}

// Where the benchmark's mount time starts (bench/run.mjs): the entry's own code begins to run (the runtime's
// download and evaluation, which follow, are inside the measured time).
performance.mark('storefront:start');

export const earlyStart = startEarly();
