import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageConfig } from '../config/page-config';
import { PageConfigContext } from '../config/page-config-context';
import { createI18nValue, I18nProvider } from '../i18n/i18n-context';
import type { AppStore } from '../store/create-store';
import { widgetRegistry } from '../widgets/registry';
import { reportMissingCode } from '../analytics/missing-code';
import { adoptStyles } from '../components/styles/adopt-styles';
import farIslands from '../islands/far-islands.css?inline';
import { whenIdle } from '../islands/scheduling';
import { createPageStore } from './page-store';
import { createRuntime } from '../islands/runtime';

export const VERSION = __STOREFRONT_VERSION__;

/** The User Timing mark set once the page's idle work is done (docs/page/events.md "storefront:ready"). */
export const IDLE_MARK = 'storefront:idle';

adoptStyles(farIslands);

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
  // Tabs are connected from a chunk of their own once the first scan's islands have their state (or after
  // 10 s) and the browser is idle; without that file the page works without tab sync (reported once).
  const connectTabs = () =>
    whenIdle()
      .then(() => import('../sync/connect'))
      .then(
        ({ connectTabs: connect }) => connect(store, { site: config.site, version: VERSION }),
        reportMissingCode,
      );
  // Field Web Vitals, asked for: a chunk of its own once the page is idle (its observers are buffered).
  const vitalsStarted = config.vitals
    ? whenIdle()
        .then(() => import('../vitals/start-vitals'))
        .then(({ startVitals }) => startVitals(), reportMissingCode)
    : undefined;
  let idleWork: Promise<unknown> | undefined;
  const start: typeof runtime.start = (initial, within) => {
    const started = runtime.start(initial, within);
    const late = () => new Promise((resolve) => setTimeout(resolve, 10_000));
    if (idleWork) return started;
    // The page's idle work (tabs connected, vitals observing, each where asked) done: IDLE_MARK, which a
    // tool that needs a quiet page waits for instead of a silent network.
    idleWork = Promise.race([started.catch(() => {}), late()]).then(
      config.tabSync ? connectTabs : () => whenIdle(),
    );
    void Promise.all([idleWork, vitalsStarted]).then(() => performance.mark(IDLE_MARK));
    return started;
  };
  return { store, ...runtime, start };
}
