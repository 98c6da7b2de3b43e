// The one entry (contract 1): read the page configuration, create the store once, mount every island.
// early-start.ts must stay the first import: its body sends the page's requests before the modules below
// (React DOM above all) are evaluated.
import { earlyStart } from './islands/early-start';
import { reportError } from './analytics/report-error';
import { bootstrap, VERSION } from './islands/bootstrap';
import { yieldToBrowser } from './islands/render-queue';
import type { StorefrontApi } from './islands/runtime';

declare global {
  interface Window {
    storefront?: StorefrontApi;
  }
}

function whenDomReady(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

function start() {
  // The entry ran twice (stack-notes: never load it with a query string): the first copy runs the page.
  if (window.storefront || !earlyStart) return;
  const result = earlyStart.config;
  if (!result.ok || !earlyStart.store) {
    // Contract 2: mount nothing, one clear console error, and a report.
    if (!result.ok) {
      console.error(result.error.message);
      reportError(result.error);
    }
    window.storefront = { mount: () => Promise.resolve(), unmount: () => {}, version: VERSION };
    return;
  }
  const { api, start: startRuntime } = bootstrap(result.config, earlyStart.store);
  window.storefront = api;
  // The scan runs in a task of its own (issue 12, no long tasks): evaluating the bundle is one task, and
  // scanning a page of 1000 islands (their attributes, the requests) another; a tap can come in between.
  whenDomReady(() => void yieldToBrowser().then(startRuntime));
}

start();
