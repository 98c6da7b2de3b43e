// `window.storefront` (docs/page-contract.md "Global API") from the entry on. The page loader holds the
// page's one MutationObserver: until the runtime's chunk is in, it keeps the islands the page wants mounted
// (each call carried out against the page as it was when made), then hands them over in document order and
// routes the page's mutations to the runtime. When the runtime cannot run, every island gets `error`.
import { islandsUnder } from './island-scan';
import type { StorefrontApi } from './storefront-api';

/** The event on `document` when the page's islands all have a state (`window.storefront.ready`). */
export const READY_EVENT = 'storefront:ready';

export interface StorefrontPageApi extends StorefrontApi {
  /**
   * Resolves (never rejects) once every island held at DOM ready, or inserted before the runtime arrived, has
   * a state or has left; also when the runtime cannot run. `storefront:ready` is dispatched with it.
   */
  ready: Promise<void>;
}

/** The runtime as the loader sees it: `start(islands, null)` leaves watching the page to the loader. */
export interface LoadedRuntime {
  api: StorefrontApi;
  start(islands: HTMLElement[], within: null): Promise<void>;
  changed(records: MutationRecord[]): void;
  settled(islands: readonly HTMLElement[]): Promise<void>;
}

const markFailed = (island: HTMLElement) => {
  if (island.isConnected && !island.hasAttribute('data-widget-state'))
    island.setAttribute('data-widget-state', 'error');
};

export function failIslands(root: ParentNode = document): void {
  for (const island of islandsUnder(root)) markFailed(island);
}

export function createPageLoader(version: string) {
  /** The runtime once in, null when it cannot run. */
  let target: LoadedRuntime | null | undefined;
  let started = false;
  const wanted = new Set<HTMLElement>();
  const waiting: { islands: HTMLElement[]; resolve: () => void }[] = [];
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = () => {
      resolve();
      markReady = () => {};
      document.dispatchEvent(new CustomEvent(READY_EVENT));
    };
  });

  const route = (records: MutationRecord[]) => {
    if (target) return target.changed(records);
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element) || !node.isConnected) continue;
        if (target === null) failIslands(node);
        else for (const island of islandsUnder(node)) wanted.add(island);
      }
  };
  const observer = typeof MutationObserver === 'function' ? new MutationObserver(route) : null;
  const catchUp = () => {
    const records = observer?.takeRecords() ?? [];
    if (records.length > 0) route(records);
  };
  const watch = () => observer?.observe(document.documentElement, { childList: true, subtree: true });

  const fail = () => {
    if (target !== undefined) return;
    catchUp();
    target = null;
    for (const island of wanted) markFailed(island);
    wanted.clear();
    for (const call of waiting.splice(0)) call.resolve();
    if (!started) watch();
    started = true;
    markReady();
  };

  const api: StorefrontPageApi = {
    version,
    ready,
    mount(root = document) {
      catchUp();
      if (target) return target.api.mount(root);
      if (target === null) return Promise.resolve(failIslands(root));
      const islands = islandsUnder(root);
      for (const island of islands) wanted.add(island);
      return new Promise<void>((resolve) => waiting.push({ islands, resolve }));
    },
    unmount(root = document) {
      catchUp();
      if (target) return target.api.unmount(root);
      if (target === undefined) for (const island of islandsUnder(root)) wanted.delete(island);
    },
  };

  return {
    api,
    /** At DOM ready: takes the page's islands and watches the page. */
    start() {
      if (started) return;
      started = true;
      for (const island of islandsUnder(document)) wanted.add(island);
      watch();
    },
    /** The runtime is in: it mounts the islands still wanted; the calls made so far resolve with it. */
    async handOver(runtime: LoadedRuntime) {
      if (target !== undefined) return;
      catchUp();
      const islands = islandsUnder(document).filter((island) => wanted.has(island));
      wanted.clear();
      const calls = waiting.splice(0);
      try {
        const first = runtime.start(islands, null);
        target = runtime;
        for (const call of calls) void runtime.settled(call.islands).then(call.resolve, call.resolve);
        await first;
      } catch (error) {
        // A start that throws, or a first scan broken half-way: what it did not mount cannot mount.
        for (const island of islands) markFailed(island);
        for (const call of calls) call.resolve();
        if (target === undefined) fail();
        throw error;
      } finally {
        markReady();
      }
    },
    /** The runtime cannot run: every wanted island, and every one added later, gets `error`. */
    fail,
  };
}
