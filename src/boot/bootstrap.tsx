import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageConfig } from '../config/page-config';
import { PageConfigContext } from '../config/page-config-context';
import { createI18nValue, I18nProvider } from '../i18n/i18n-context';
import type { AppStore } from '../store/create-store';
import { widgetRegistry } from '../widgets/registry';
import { reportMissingCode } from '../analytics/missing-code';
import { whenIdle } from '../islands/scheduling';
import { createPageStore } from './page-store';
import { createRuntime } from '../islands/runtime';

export const VERSION = __STOREFRONT_VERSION__;

/**
 * Resolves once every island of the page has `data-widget-state` (or after `timeoutMs`, whatever is still
 * loading): what can wait for the page to be usable waits for this. The islands without a state are found
 * once; each state change then takes its island off the list, so a long page costs one query, not one per
 * batch of changes (on a long list those queries add up; see docs/performance.md, History). Islands inserted
 * later are not waited for; one removed from the page before it had a state stops counting.
 */
export function whenIslandsHaveState(timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const waiting = new Set(document.querySelectorAll('[data-widget]:not([data-widget-state])'));
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      // Usually stops at the first island: only the removed ones before it are walked (and dropped).
      for (const island of waiting) {
        if (island.isConnected && !island.hasAttribute('data-widget-state')) return;
        waiting.delete(island);
      }
      done();
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) waiting.delete(record.target as Element);
      check();
    });
    observer.observe(document.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-widget-state'],
    });
    const timer = setTimeout(done, timeoutMs);
    check();
  });
}

/** Wires config, store, i18n and the widget registry into a runtime. Called once per page by main.ts. */
export function bootstrap(config: PageConfig, store: AppStore = createPageStore(config)) {
  const i18n = createI18nValue(config.lang, config.i18n);
  const wrap = (children: ReactNode) => (
    <Provider store={store}>
      <PageConfigContext.Provider value={config}>
        <I18nProvider value={i18n}>{children}</I18nProvider>
      </PageConfigContext.Provider>
    </Provider>
  );
  const runtime = createRuntime({ store, registry: widgetRegistry, wrap, version: VERSION });
  // The tabs are connected once every island has its state and the browser has been idle,
  // from a chunk of its own (nothing of it on the critical path). When its file cannot be loaded, the page
  // works without tab sync (reported once, like any missing file).
  const connectTabs = () =>
    whenIdle()
      .then(() => import('../sync/connect'))
      .then(
        ({ connectTabs: connect }) =>
          connect(store, {
            site: config.site,
            version: VERSION,
          }),
        reportMissingCode,
      );
  const start = (initial?: HTMLElement[], within?: Node) => {
    const started = runtime.start(initial, within);
    if (config.tabSync) void whenIslandsHaveState().then(connectTabs);
    return started;
  };
  return { store, ...runtime, start };
}
