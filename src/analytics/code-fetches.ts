// Which of the bundle's files the page failed to fetch, from Resource Timing. An import's error names the
// file asked for, also when that file arrived and a file it imports did not (Chromium: a widget chunk whose
// runtime chunk answered 404 fails as "Failed to fetch dynamically imported module: …/work-widgets-….js").
// Each fetch's `responseStatus` tells them apart (0: no response at all, such as a refused connection).

/** One fetch of a file of the bundle: its URL and its HTTP status (0 for no response). */
export interface CodeFetch {
  url: string;
  status: number;
  /** When its response ended (ms since the time origin). */
  end: number;
}

const pathOf = (url: string) => url.replace(/[?#].*$/, '');
const arrived = (fetch: CodeFetch) => fetch.status >= 200 && fetch.status < 400;

/**
 * The file that failed when an import of `named` (its URL without query) failed: `named` itself unless
 * one of its fetches arrived; then the file of its directory (the bundle's chunks) whose fetch failed
 * last, which is the dependency that failed just before the import did. `named` where nothing tells.
 */
export function failedFileOf(named: string, fetches: readonly CodeFetch[]): string {
  if (!fetches.some((fetch) => pathOf(fetch.url) === named && arrived(fetch))) return named;
  const directory = named.slice(0, named.lastIndexOf('/') + 1);
  let failed: CodeFetch | undefined;
  for (const fetch of fetches) {
    const path = pathOf(fetch.url);
    const sibling = path !== named && path.startsWith(directory) && !path.includes('/', directory.length);
    if (sibling && !arrived(fetch) && (!failed || fetch.end >= failed.end)) failed = fetch;
  }
  return failed ? pathOf(failed.url) : named;
}

/**
 * Records from now on every fetch of a file under `base` (the bundle's directory) and returns a reader of
 * the records. An observer, not the timeline's buffer: a host page's own resources may fill the buffer
 * (250 entries by default) before a chunk is asked for. Without Resource Timing's `responseStatus`, or
 * without an observer, nothing is recorded.
 */
export function watchCodeFetches(base: string): () => readonly CodeFetch[] {
  const fetches: CodeFetch[] = [];
  const keep = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceResourceTiming[]) {
      if (typeof entry.responseStatus !== 'number' || !entry.name.startsWith(base)) continue;
      fetches.push({ url: entry.name, status: entry.responseStatus, end: entry.responseEnd });
    }
  };
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('resource')) return () => fetches;
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'resource', buffered: true });
    return () => {
      keep(observer.takeRecords()); // what the browser has not handed to the observer yet
      return fetches;
    };
  } catch {
    return () => fetches;
  }
}
