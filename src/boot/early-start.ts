// The critical path: the page's requests leave from the entry, before React DOM has arrived. main.ts imports
// this module first, so when its body runs only the configuration, the store, the API edge and the widget
// definitions have been evaluated. Once the document has been parsed it asks for the runtime's chunk (the
// largest file of the page) first, then the widgets' chunks, sends the product request, and a task later
// starts every declared load. The runtime's first scan finds all of it in flight and sends nothing twice.
import { installGlobalErrorReporting, reportError } from '../analytics/report-error';
import { readPageConfig, type ReadPageConfigResult } from '../config/page-config';
import type { AppStore } from '../store/create-store';
import { widgetRegistry } from '../widgets/registry';
import { requestPageProducts, startPageLoads } from '../store/page-loads';
import { loadWidgetCode, scanIslandNeeds } from '../islands/island-scan';
import { createPageStore } from './page-store';
import { anotherCopyRuns } from '../config/running-copy';
import { yieldToBrowser } from '../islands/scheduling';
import type * as Runtime from './bootstrap';

export interface EarlyStart {
  config: ReadPageConfigResult;
  store: AppStore | null;
  runtime: Promise<typeof Runtime> | null;
}

/** Runs `step` in a task of its own; a throw loses nothing (the runtime's scan starts what is missing). */
const inATask = (step: () => void) =>
  void yieldToBrowser().then(() => {
    try {
      step();
    } catch (error) {
      reportError(error);
    }
  });

/** The widgets' code, then the products, then, a task later, every declared load. */
function sendPageRequests(store: AppStore): void {
  const { needs, definitions } = scanIslandNeeds(widgetRegistry, document);
  for (const definition of definitions) void loadWidgetCode(definition);
  requestPageProducts(store, needs, true);
  inATask(() => startPageLoads(store, needs));
}

/** Null when another copy of the bundle already runs on the page (main.ts then does nothing either). */
export function startEarly(): EarlyStart | null {
  if (anotherCopyRuns(window)) return null;
  installGlobalErrorReporting();
  const config = readPageConfig();
  if (!config.ok) return { config, store: null, runtime: null };
  const store = createPageStore(config.config);
  const runtime = import('./bootstrap');
  // An entry evaluated while the page is still loading leaves the scan to the runtime, at DOM ready. In a
  // task of its own: evaluating the entry and reading the islands together made the page's longest task.
  if (document.readyState !== 'loading') inATask(() => sendPageRequests(store));
  return { config, store, runtime };
}

// Where the benchmark's mount time starts (bench/run.mjs).
performance.mark('storefront:start');

export const earlyStart = startEarly();
