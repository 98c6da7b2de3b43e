// The bundle's own files: the entry's directory and everything under it (its chunks in `chunks/`). The
// reporter reads a stack as the bundle's when it names a file here; missing-code watches the fetches here.

/** The directory of `moduleUrl`, or its parent where that directory is the bundle's `chunks/`. */
export function bundleBaseOf(moduleUrl: string): string {
  const directory = moduleUrl.slice(0, moduleUrl.lastIndexOf('/') + 1);
  return directory.endsWith('/chunks/') ? directory.slice(0, -'chunks/'.length) : directory;
}

const here = import.meta.url;
/**
 * Built: the entry's directory. Served by Vite in development: `src/`, where every module is (string
 * operations: Vite rewrites a `new URL(…, import.meta.url)` as an asset's URL).
 */
export const BUNDLE_BASE = import.meta.env.DEV
  ? here.slice(0, here.lastIndexOf('/analytics/') + 1)
  : bundleBaseOf(here);
