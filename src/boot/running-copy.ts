// The double-load guard (docs/page-contract.md "Loading"): another copy of the bundle runs the page when
// `window.storefront` is the bundle's own object. Anything else there is the page's: an element whose id or
// name is `storefront` (a review's HTML keeps its ids) is reachable as `window.storefront` too, and must not
// switch the bundle off.

/** True when `value` is a bundle's `window.storefront`: its version and its calls, not any value. */
export function isBundleApi(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const api = value as { version?: unknown; mount?: unknown; unmount?: unknown };
  return (
    typeof api.version === 'string' && typeof api.mount === 'function' && typeof api.unmount === 'function'
  );
}

/**
 * True when another copy of the bundle already runs on the page. A page value that is not the bundle's is
 * named on the console, once: the bundle's API takes the global's place from here on.
 */
export function anotherCopyRuns(win: Window, warn: (message: string) => void = console.warn): boolean {
  const value: unknown = (win as { storefront?: unknown }).storefront;
  if (value === undefined || isBundleApi(value)) return value !== undefined;
  const what =
    typeof Element !== 'undefined' && value instanceof Element ? `<${value.localName}>` : typeof value;
  warn(
    `[storefront] window.storefront was a page value (${what}, e.g. an element with id="storefront"), ` +
      'not the bundle: the bundle replaces it. Rename the id to keep both.',
  );
  return false;
}
