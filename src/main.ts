// The one entry (docs/page-contract.md "Loading"): read the page configuration, create the store once, send
// the page's requests, and ask for the runtime (React DOM and the islands, chunks/runtime-*.js) at once.
// early-start.ts must stay the first import: its body sends the page's requests before anything else of
// the entry is evaluated.
import { earlyStart } from './boot/early-start';
import { reportMissingCode } from './analytics/missing-code';
import { reportError } from './analytics/report-error';
import { createPageLoader, type StorefrontPageApi } from './islands/deferred-api';
import { yieldToBrowser } from './islands/scheduling';
import { watchReturns } from './sync/returns';

declare global {
  interface Window {
    storefront?: StorefrontPageApi;
  }
}

function whenDomReady(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

function start() {
  // Another copy runs the page (the entry ran twice: never load it with a query string).
  if (!earlyStart) return;
  const { config: result, store, runtime } = earlyStart;
  const loader = createPageLoader(__STOREFRONT_VERSION__);
  window.storefront = loader.api;
  // docs/page-contract.md "Page configuration": invalid, it mounts nothing (every island gets `error`),
  // with one console error and a report.
  if (!result.ok) {
    console.error(result.error.message);
    reportError(result.error, { kind: 'config' });
  }
  // A return (the back/forward cache, a tab shown again) is noticed from the first task on.
  if (result.ok && store && result.config.tabSync) watchReturns(store, result.config.refreshAfterHiddenMs);
  whenDomReady(() => {
    loader.start();
    if (!result.ok || !store || !runtime) return loader.fail();
    // Evaluating the runtime is one task and its first scan another: a tap can come in between.
    void runtime.then(
      ({ bootstrap }) =>
        yieldToBrowser().then(() => {
          try {
            return loader.handOver(bootstrap(result.config, store)).catch(reportError);
          } catch (error) {
            // The islands keep their server content, marked as unable to mount.
            reportError(error);
            loader.fail();
          }
        }),
      (error: unknown) => {
        // A release replaced the files under an open page (the retry included): reported once.
        reportMissingCode(error);
        loader.fail();
      },
    );
  });
}

start();
