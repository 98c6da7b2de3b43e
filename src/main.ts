// The one entry (contract 1): read the page configuration, create the store once, mount every island.
import { installGlobalErrorReporting, reportError } from './analytics/report-error';
import { readPageConfig } from './config/page-config';
import { bootstrap, VERSION } from './islands/bootstrap';
import { yieldToBrowser } from './islands/render-queue';
import type { StorefrontApi } from './islands/runtime';

declare global {
  interface Window {
    storefront?: StorefrontApi;
  }
}

// Where the benchmark's mount time starts (bench/run.mjs): the entry's own code begins to run.
performance.mark('storefront:start');

function whenDomReady(run: () => void) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

function start() {
  if (window.storefront) return; // the entry ran twice (stack-notes: never load it with a query string)
  installGlobalErrorReporting();
  const result = readPageConfig();
  if (!result.ok) {
    // Contract 2: mount nothing, one clear console error, and a report.
    console.error(result.error.message);
    reportError(result.error);
    window.storefront = { mount: () => Promise.resolve(), unmount: () => {}, version: VERSION };
    return;
  }
  const { api, start: startRuntime } = bootstrap(result.config);
  window.storefront = api;
  // The scan runs in a task of its own (issue 12, no long tasks): evaluating the bundle is one task, and
  // scanning a page of 1000 islands (their attributes, the requests) another; a tap can come in between.
  whenDomReady(() => void yieldToBrowser().then(startRuntime));
}

start();
