// The double-load guard (docs/page/events.md), read from the page like its configuration:
// another copy of the bundle runs the page when `window.storefront` is a bundle's own object. An element
// whose id or name is `storefront` (a review's HTML keeps its ids) is reachable there too, and must not
// switch the bundle off.

/** True when `value` is a bundle's `window.storefront`: its version and its calls, not any value. */
export function isBundleApi(value: unknown): boolean {
  const api = value as { version?: unknown; mount?: unknown; unmount?: unknown } | null | undefined;
  return (
    typeof api?.version === 'string' && typeof api.mount === 'function' && typeof api.unmount === 'function'
  );
}

/** True when another copy runs; a page value found instead is named on the console, once. */
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
