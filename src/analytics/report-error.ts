// Client-side error reporting (docs/page-contract.md "Errors and analytics"). Each report goes to the
// analytics service, the global `ga`: ga('send', {hitType: 'event', eventCategory: 'exception',
// eventAction: location.pathname, eventLabel: error.stack || error.message, nonInteraction: true}); where
// `ga` is not there yet, sending is retried every 200 ms, 10 times at most, then dropped. It also goes to
// GA4 where the page has `gtag`, and to the page as `storefront:error` on `document`, for the host's own
// tracker. Only the bundle's errors are reported: the page-wide listeners leave the host's scripts' errors
// alone. Labels carry no URL's query or fragment (scrub.ts). Reporting never throws and never reports
// itself; an identical label is sent at most once per page.
import { BUNDLE_BASE } from './bundle-base';
import { errorLabel, errorMessageOf } from './scrub';

export { errorLabel } from './scrub';

export const RETRY_INTERVAL_MS = 200;
export const MAX_RETRIES = 10;
/** Hard cap on distinct reports per page, so a runaway loop cannot flood the analytics service. */
export const MAX_REPORTS_PER_PAGE = 100;

export const EMPTY_WIDGET_MESSAGE = '[EmptyWidgetError] There is no content.';
export const ERROR_EVENT = 'storefront:error';

export interface GaEventFields {
  hitType: 'event';
  eventCategory: 'exception';
  eventAction: string;
  eventLabel: string;
  nonInteraction: true;
}

export type GaFunction = (command: 'send', fields: GaEventFields) => void;
export type GtagFunction = (
  command: 'event',
  name: 'exception',
  params: { description: string; fatal: false },
) => void;

/**
 * What went wrong, for a host routing reports: `uncaught` (the bundle's code threw or rejected and nothing
 * caught it), `island` (an island failed and shows its server content), `empty` (a widget rendered nothing),
 * `config` (the page configuration is invalid), `call` (a call to the store failed unexpectedly), `code` (a
 * file of the bundle could not be loaded), `internal` (the bundle noticed a fault of its own and went on).
 */
export type ErrorKind = 'uncaught' | 'island' | 'empty' | 'config' | 'call' | 'code' | 'internal';

/** Where a report comes from: its kind, and the island when one failed (its widget: its `data-widget`). */
export interface ReportContext {
  kind?: ErrorKind;
  island?: Element | null;
  widget?: string | null;
}

/** `detail` of `storefront:error`. */
export interface ErrorDetail {
  kind: ErrorKind;
  /** The widget's name (`product-item`), or null for an error of no island. */
  widget: string | null;
  /** The island's element, or null. */
  island: Element | null;
  /** The error's message, without a URL's query or fragment. */
  message: string;
}

export interface ReporterDeps {
  /** The analytics function, or undefined while it is not loaded. Default: `window.ga`. */
  getGa?: () => unknown;
  /** GA4's function, or undefined. Default: `window.gtag`. */
  getGtag?: () => unknown;
  /** Default: the global setTimeout (so vi.useFakeTimers applies). */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  /** Default: `location.pathname`. */
  getPathname?: () => string;
  /** Default: dispatches `storefront:error` on `document`. */
  dispatch?: (detail: ErrorDetail) => void;
  /** The bundle's own files (a stack naming one is the bundle's). Default: the entry's directory. */
  bundleBase?: string;
}

export interface Reporter {
  reportError(error: unknown, context?: ReportContext): void;
  reportEmptyWidget(widgetName: string, island?: Element | null): void;
  /**
   * Adds window 'error' and 'unhandledrejection' listeners once per target (later calls do nothing), which
   * report what the bundle's own code threw: its files in the stack or as the error's file.
   */
  installGlobalErrorReporting(target?: Window): void;
}

const globalOf = (name: string) => () =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[name];

function defaultPathname(): string {
  return typeof location === 'undefined' ? '' : location.pathname;
}

function defaultDispatch(detail: ErrorDetail): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail }));
}

export function createReporter(deps: ReporterDeps = {}): Reporter {
  const getGa = deps.getGa ?? globalOf('ga');
  const getGtag = deps.getGtag ?? globalOf('gtag');
  const schedule = deps.setTimeout ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const getPathname = deps.getPathname ?? defaultPathname;
  const dispatch = deps.dispatch ?? defaultDispatch;
  const bundleBase = deps.bundleBase ?? BUNDLE_BASE;
  const seen = new Set<string>();
  const installedOn = new WeakSet<object>();

  /** Calls `fn` and swallows what it throws: reporting never reports itself. */
  const quietly = (fn: () => void) => {
    try {
      fn();
    } catch {
      // never throws
    }
  };

  function attempt(fields: GaEventFields, retriesLeft: number): void {
    quietly(() => {
      const ga = getGa();
      if (typeof ga === 'function') return quietly(() => (ga as GaFunction)('send', fields));
      if (retriesLeft <= 0) return; // dropped
      schedule(() => attempt(fields, retriesLeft - 1), RETRY_INTERVAL_MS);
    });
  }

  function reportError(error: unknown, context: ReportContext = {}): void {
    quietly(() => {
      const label = errorLabel(error);
      if (seen.has(label) || seen.size >= MAX_REPORTS_PER_PAGE) return;
      seen.add(label);
      let pathname = '';
      quietly(() => {
        pathname = getPathname();
      });
      attempt(
        {
          hitType: 'event',
          eventCategory: 'exception',
          eventAction: pathname,
          eventLabel: label,
          nonInteraction: true,
        },
        MAX_RETRIES,
      );
      quietly(() => {
        const gtag = getGtag();
        if (typeof gtag === 'function')
          (gtag as GtagFunction)('event', 'exception', { description: label, fatal: false });
      });
      quietly(() =>
        dispatch({
          kind: context.kind ?? 'internal',
          widget: context.widget ?? context.island?.getAttribute('data-widget') ?? null,
          island: context.island ?? null,
          message: errorMessageOf(error),
        }),
      );
    });
  }

  function reportEmptyWidget(widgetName: string, island: Element | null = null): void {
    quietly(() =>
      reportError(new Error(`${EMPTY_WIDGET_MESSAGE} (widget: ${String(widgetName)})`), {
        kind: 'empty',
        widget: String(widgetName),
        island,
      }),
    );
  }

  /** True when the stack or the file names one of the bundle's files. */
  const isBundles = (error: unknown, filename = '') => {
    if (filename.startsWith(bundleBase)) return true;
    const stack: unknown =
      error !== null && typeof error === 'object' ? (error as { stack?: unknown }).stack : '';
    return typeof stack === 'string' && stack.includes(bundleBase);
  };

  function installGlobalErrorReporting(target?: Window): void {
    quietly(() => {
      const win = target ?? (typeof window === 'undefined' ? undefined : window);
      if (!win || installedOn.has(win)) return;
      installedOn.add(win);
      win.addEventListener('error', (event: ErrorEvent) => {
        // A JSONP answer that fails to run is reported once, as its call's failure, by the API edge; a
        // host's script (or a cross-origin "Script error.", never the bundle's: its files are CORS-fetched
        // modules) is the host's to report.
        if (isJsonpScriptError(win, event) || !isBundles(event.error, event.filename)) return;
        reportError(event.error ?? event.message, { kind: 'uncaught' });
      });
      win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
        if (isBundles(event.reason)) reportError(event.reason, { kind: 'uncaught' });
      });
    });
  }

  return { reportError, reportEmptyWidget, installGlobalErrorReporting };
}

/** True when the error comes from one of the bundle's JSONP scripts (marked `data-sf-jsonp`). */
function isJsonpScriptError(win: Window, event: ErrorEvent): boolean {
  if (!event.filename) return false;
  const scripts = win.document.querySelectorAll<HTMLScriptElement>('script[data-sf-jsonp]');
  return Array.from(scripts).some((script) => script.src === event.filename);
}

/** The page's reporter: window.ga and window.gtag, the global timers, location.pathname, `document`. */
const pageReporter = createReporter();

export function reportError(error: unknown, context?: ReportContext): void {
  pageReporter.reportError(error, context);
}

/** Reports `[EmptyWidgetError] There is no content. (widget: NAME)` (docs/behaviour.md "Errors"). */
export function reportEmptyWidget(widgetName: string, island?: Element | null): void {
  pageReporter.reportEmptyWidget(widgetName, island);
}

export function installGlobalErrorReporting(target?: Window): void {
  pageReporter.installGlobalErrorReporting(target);
}
