// A file of the bundle that could not be loaded even after its retry (every dynamic import retries once with
// a cache-busting query, scripts/chunk-retry.ts): most often a release deleted it while this page stayed
// open. It is reported once per file, not once per island or click that needed it
// (docs/page-contract.md "Errors and analytics"), and the first one tells the host page, which can offer
// "reload to update": `storefront:stale` on `document`. The file is the one that failed: a chunk that arrived
// but whose import failed with a file it imports (the runtime chunk) names that file (code-fetches.ts).
import { failedFileOf, watchCodeFetches, type CodeFetch } from './code-fetches';
import { BUNDLE_BASE } from './bundle-base';
import { reportError } from './report-error';

export const STALE_EVENT = 'storefront:stale';

/** `detail` of `storefront:stale`: the bundle version this page runs and the file that could not load. */
export interface StaleDetail {
  version: string;
  file: string;
}

const reported = new Set<string>();

const codeFetches = watchCodeFetches(BUNDLE_BASE);

/** The file an import failure names, without the retry's query; the message itself where none is named. */
function namedFileOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const url = /\b[a-z][\w+.-]*:\/\/[^\s?#"'`]+/i.exec(message)?.[0];
  return url ?? message;
}

/** The file that could not be loaded, given the page's fetches of the bundle's files. */
export function missingFileOf(error: unknown, fetches: readonly CodeFetch[] = codeFetches()): string {
  return failedFileOf(namedFileOf(error), fetches);
}

/** Reports a lazily loaded file that is gone (once per file) and dispatches `storefront:stale` once. */
export function reportMissingCode(error: unknown): void {
  const named = namedFileOf(error);
  const file = missingFileOf(error);
  if (reported.has(file)) return;
  const first = reported.size === 0;
  reported.add(file);
  // The report names the file that failed first, then the one whose import needed it.
  reportError(
    file === named ? error : new Error(`Failed to fetch ${file}, imported by ${named}`, { cause: error }),
    { kind: 'code' },
  );
  if (first && typeof document !== 'undefined') {
    const detail: StaleDetail = { version: __STOREFRONT_VERSION__, file };
    document.dispatchEvent(new CustomEvent(STALE_EVENT, { detail }));
  }
}

/** Tests only: a fresh page. */
export function resetMissingCode(): void {
  reported.clear();
}
