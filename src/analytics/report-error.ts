// Client-side error reporting to the analytics service, the global `ga`
// (docs/page-contract.md "Errors and analytics"): ga('send', {hitType: 'event', eventCategory: 'exception',
// eventAction: location.pathname, eventLabel: error.stack || error.message, nonInteraction: true})
//  Where `ga` is not there yet, sending is retried every 200 ms, 10 times at most, then dropped.
// Reporting never throws and never reports itself; an identical label is sent at most once per page.

export const RETRY_INTERVAL_MS = 200;
export const MAX_RETRIES = 10;
/** Hard cap on distinct reports per page, so a runaway loop cannot flood the analytics service. */
export const MAX_REPORTS_PER_PAGE = 100;

export const EMPTY_WIDGET_MESSAGE = '[EmptyWidgetError] There is no content.';

export interface GaEventFields {
  hitType: 'event';
  eventCategory: 'exception';
  eventAction: string;
  eventLabel: string;
  nonInteraction: true;
}

export type GaFunction = (command: 'send', fields: GaEventFields) => void;

export interface ReporterDeps {
  /** The analytics function, or undefined while it is not loaded. Default: `window.ga`. */
  getGa?: () => unknown;
  /** Default: the global setTimeout (so vi.useFakeTimers applies). */
  setTimeout?: (callback: () => void, ms: number) => unknown;
  /** Default: `location.pathname`. */
  getPathname?: () => string;
}

export interface Reporter {
  reportError(error: unknown): void;
  reportEmptyWidget(widgetName: string): void;
  /** Adds window 'error' and 'unhandledrejection' listeners once per target; later calls do nothing. */
  installGlobalErrorReporting(target?: Window): void;
}

function defaultGetGa(): unknown {
  return typeof window === 'undefined' ? undefined : (window as unknown as { ga?: unknown }).ga;
}

function defaultPathname(): string {
  return typeof location === 'undefined' ? '' : location.pathname;
}

/** `error.stack || error.message`, for anything that was thrown or rejected. */
export function errorLabel(error: unknown): string {
  try {
    if (error !== null && typeof error === 'object') {
      const { stack, message } = error as { stack?: unknown; message?: unknown };
      if (typeof stack === 'string' && stack !== '') return stack;
      if (typeof message === 'string' && message !== '') return message;
    }
    if (typeof error === 'string') return error;
    const text = String(error);
    return text === '[object Object]' ? safeJson(error) : text;
  } catch {
    return 'Unknown error';
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return '[object Object]';
  }
}

export function createReporter(deps: ReporterDeps = {}): Reporter {
  const getGa = deps.getGa ?? defaultGetGa;
  const schedule = deps.setTimeout ?? ((cb: () => void, ms: number) => setTimeout(cb, ms));
  const getPathname = deps.getPathname ?? defaultPathname;
  const seen = new Set<string>();
  const installedOn = new WeakSet<object>();

  function attempt(fields: GaEventFields, retriesLeft: number): void {
    try {
      const ga = getGa();
      if (typeof ga === 'function') {
        try {
          (ga as GaFunction)('send', fields);
        } catch {
          // A failing analytics call is swallowed: reporting never reports itself.
        }
        return;
      }
      if (retriesLeft <= 0) return; // dropped
      schedule(() => attempt(fields, retriesLeft - 1), RETRY_INTERVAL_MS);
    } catch {
      // never throws
    }
  }

  function reportError(error: unknown): void {
    try {
      const label = errorLabel(error);
      if (seen.has(label) || seen.size >= MAX_REPORTS_PER_PAGE) return;
      seen.add(label);
      let pathname = '';
      try {
        pathname = getPathname();
      } catch {
        pathname = '';
      }
      const fields: GaEventFields = {
        hitType: 'event',
        eventCategory: 'exception',
        eventAction: pathname,
        eventLabel: label,
        nonInteraction: true,
      };
      attempt(fields, MAX_RETRIES);
    } catch {
      // never throws
    }
  }

  function reportEmptyWidget(widgetName: string): void {
    try {
      const error = new Error(`${EMPTY_WIDGET_MESSAGE} (widget: ${String(widgetName)})`);
      reportError(error);
    } catch {
      // never throws
    }
  }

  function installGlobalErrorReporting(target?: Window): void {
    try {
      const win = target ?? (typeof window === 'undefined' ? undefined : window);
      if (!win || installedOn.has(win)) return;
      installedOn.add(win);
      win.addEventListener('error', (event: ErrorEvent) => {
        // A JSONP answer that fails to run is reported once, as its call's failure, by the API edge.
        if (isJsonpScriptError(win, event)) return;
        // event.error is null for cross-origin "Script error."; fall back to the message.
        reportError(event.error ?? event.message);
      });
      win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
        reportError(event.reason);
      });
    } catch {
      // never throws
    }
  }

  return { reportError, reportEmptyWidget, installGlobalErrorReporting };
}

/** True when the error comes from one of the bundle's JSONP scripts (marked `data-sf-jsonp`). */
function isJsonpScriptError(win: Window, event: ErrorEvent): boolean {
  if (!event.filename) return false;
  const scripts = win.document.querySelectorAll<HTMLScriptElement>('script[data-sf-jsonp]');
  return Array.from(scripts).some((script) => script.src === event.filename);
}

/** The page's reporter: window.ga, the global timers, location.pathname. */
const pageReporter = createReporter();

export function reportError(error: unknown): void {
  pageReporter.reportError(error);
}

/** Reports `[EmptyWidgetError] There is no content. (widget: NAME)` (docs/behaviour.md "Errors"). */
export function reportEmptyWidget(widgetName: string): void {
  pageReporter.reportEmptyWidget(widgetName);
}

export function installGlobalErrorReporting(target?: Window): void {
  pageReporter.installGlobalErrorReporting(target);
}
