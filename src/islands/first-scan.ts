// The page's first scan, in tasks of its own: reading a long list's islands (their attributes, what each
// waits for, watching each for the viewport) was one task of ~50 ms per 1000 islands on a desktop, and
// three times that on a mid-tier phone, in which a tap waited. The islands are scanned in document order, the
// first chunk at once (the top of the page), the next ones sized to SCAN_TASK_MS by what the last cost.
// Their requests are not split: the entry's early start has sent them all, and each scan only joins them.
import { yieldToBrowser } from './scheduling';

/** Script per task of the first scan, and the islands of its first chunk. */
const SCAN_TASK_MS = 20;
const FIRST_CHUNK = 100;
const MIN_CHUNK = 20;

export interface FirstScan {
  /** Scans `initial` chunk after chunk; resolves once every island of it has a state or left the books. */
  run(initial: readonly HTMLElement[]): Promise<void>;
  /** Resolves once each of `elements` has a state or has left the books, those the scan has yet to reach too. */
  settled(elements: readonly HTMLElement[]): Promise<void>;
  /** Islands under `scope` (or `scope` itself) leave the scan: unmounted before it reached them. */
  drop(scope: ParentNode): void;
}

/**
 * `mountAll` mounts one chunk (sendNow: the page's first, whose product request goes at once); `settledOf`
 * gives a mounted island's settling (undefined: not on the books).
 */
export function createFirstScan(
  mountAll: (elements: readonly HTMLElement[], sendNow: boolean) => Promise<void>,
  settledOf: (element: HTMLElement) => Promise<void> | undefined,
): FirstScan {
  const waiting = new Set<HTMLElement>();
  let scanned: Promise<void> = Promise.resolve();

  const run = async (initial: readonly HTMLElement[]) => {
    for (const element of initial) waiting.add(element);
    let markScanned = () => {};
    scanned = new Promise((resolve) => (markScanned = resolve));
    const chunks: Promise<void>[] = [];
    try {
      let size = FIRST_CHUNK;
      for (let at = 0; at < initial.length;) {
        const first = at === 0;
        if (!first) await yieldToBrowser();
        const part = initial.slice(at, at + size);
        at += part.length;
        // Still wanted and on the page: the host may have unmounted or removed some meanwhile.
        const chunk = part.filter((element) => waiting.has(element) && element.isConnected);
        for (const element of part) waiting.delete(element);
        const started = performance.now();
        const mounting = mountAll(chunk, first);
        // Handled here at once: a failure is thrown below, once every chunk has been scanned.
        mounting.catch(() => {});
        chunks.push(mounting);
        const spent = Math.max(performance.now() - started, 1);
        size = Math.max(MIN_CHUNK, Math.round((part.length * SCAN_TASK_MS) / spent));
      }
    } finally {
      waiting.clear();
      markScanned();
    }
    await Promise.all(chunks);
  };

  return {
    run,
    settled(elements) {
      const settledNow = (element: HTMLElement) => settledOf(element) ?? Promise.resolve();
      return Promise.all(
        elements.map((element) =>
          waiting.has(element) ? scanned.then(() => settledNow(element)) : settledNow(element),
        ),
      ).then(() => undefined);
    },
    drop(scope) {
      for (const element of waiting)
        if (scope === element || scope.contains(element)) waiting.delete(element);
    },
  };
}
