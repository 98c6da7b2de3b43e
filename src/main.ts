// The one entry (docs/page-contract.md "Loading"): read the page configuration, create the store once, send
// the page's requests, and ask for the runtime at once. early-start.ts must stay the first import: its body
// sends the page's requests before anything else of the entry is evaluated.
//
// React DOM and the islands runtime come in a chunk of their own (chunks/runtime-*.js, preloaded from here):
// on a phone's connection every kilobyte of the entry is time before the first request leaves, and
// evaluating React DOM is a long task of its own. So the entry is the small part that reads the page and
// sends its requests; the runtime arrives beside the data and the widget code (the same wave: no round trip
// added) and is evaluated in a task of its own.
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
  // The entry ran twice (never load it with a query string): the first copy runs the page.
  if (window.storefront || !earlyStart) return;
  const result = earlyStart.config;
  const store = earlyStart.store;
  if (!result.ok || !store) {
    // docs/page-contract.md "Page configuration": mount nothing, one clear console error, and a report. Every
    // island, and every one the page adds later, gets `error`: the page can tell that nothing will mount.
    if (!result.ok) {
      console.error(result.error.message);
      reportError(result.error);
    }
    const failed = createPageLoader(__STOREFRONT_VERSION__);
    window.storefront = failed.api;
    whenDomReady(() => {
      failed.start();
      failed.fail();
    });
    return;
  }
  const config = result.config;
  const loader = createPageLoader(__STOREFRONT_VERSION__);
  window.storefront = loader.api;
  // A return (a restore from the back/forward cache, a tab shown again) is noticed from the first task on:
  // a page left before it went idle would otherwise come back showing what it showed when it was left.
  if (config.tabSync) watchReturns(store, config.refreshAfterHiddenMs);
  const runtime = earlyStart.runtime ?? import('./boot/bootstrap');
  whenDomReady(() => {
    loader.start();
    // The scan runs in a task of its own (no long tasks): evaluating the runtime is one task, and scanning a
    // page of 1000 islands (their attributes, the requests) another; a tap can come in between.
    void runtime.then(
      ({ bootstrap }) =>
        yieldToBrowser().then(() => {
          try {
            const loaded = bootstrap(config, store);
            return loader.handOver(loaded).catch(reportError);
          } catch (error) {
            // The islands keep their server content, marked as unable to mount; no call is left pending.
            reportError(error);
            loader.fail();
          }
        }),
      (error: unknown) => {
        // A release replaced the files under an open page (the retry included): the islands keep their
        // server content, marked as unable to mount; the file is reported once.
        reportMissingCode(error);
        loader.fail();
      },
    );
  });
}

start();
