import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { PageConfig } from '../config/page-config';
import { PageConfigContext } from '../config/page-config-context';
import { createI18nValue, I18nProvider } from '../i18n/i18n-context';
import type { AppStore } from '../store/create-store';
import { widgetRegistry } from '../widgets/registry';
import { reportMissingCode } from '../analytics/missing-code';
import '../components/styles/page-styles';
import { whenIdle } from '../islands/scheduling';
import { createPageStore } from './page-store';
import { createRuntime } from '../islands/runtime';

export const VERSION = __STOREFRONT_VERSION__;

export const IDLE_MARK = 'storefront:idle'; // docs/page/events.md "storefront:ready"

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
    import('../sync/connect').then(
      ({ connectTabs: connect }) => connect(store, { site: config.site, version: VERSION }),
      reportMissingCode,
    );
  // Field Web Vitals, asked for: a chunk of its own once the page is idle (its observers are buffered).
  const vitals = config.vitals && whenIdle().then(() => import('../vitals/start-vitals'));
  const vitalsStarted = vitals && vitals.then(({ startVitals }) => startVitals(), reportMissingCode);
  const start: typeof runtime.start = (initial, within) => {
    const started = runtime.start(initial, within);
    const late = new Promise((resolve) => setTimeout(resolve, 10_000));
    // The page's idle work done (tabs connected, vitals observing, where asked): the mark of a quiet page.
    const idle = Promise.race([started.catch(() => {}), late]).then(() => whenIdle());
    const tabs = config.tabSync && idle.then(connectTabs);
    void Promise.all([tabs, vitalsStarted]).then(() => performance.mark(IDLE_MARK));
    return started;
  };
  return { store, ...runtime, start };
}
