// `window.storefront` (docs/page-contract.md "Global API") exists as soon as the entry has run, while the
// runtime (React DOM, the islands runtime) is still arriving in a chunk of its own. Until it is in, the
// loader keeps the books the runtime would keep: which islands the page wants mounted. It takes the page's
// islands at DOM ready, watches the page for islands added or removed, and carries out each mount() and
// unmount() against the page as it was when the page called it (the mutations before the call first). The
// runtime then mounts exactly the islands that are still wanted: an unmount(box) followed by a new island in
// box leaves the new island mounted, and mount(el) followed by el.remove() mounts nothing.
//
// When the runtime's code cannot be loaded (even on its retry), or its start throws, every wanted island
// gets `data-widget-state="error"` and keeps its server-rendered content (as an island that cannot mount,
// docs/page-contract.md "data-widget-state"), and so does every island the page adds afterwards: the loader
// goes on watching the page.
import { islandsUnder, ISLAND_SELECTOR } from './island-scan';
import type { StorefrontApi } from './storefront-api';

/** The event on `document` when the page's islands all have a state (`window.storefront.ready`). */
export const READY_EVENT = 'storefront:ready';

/** `window.storefront`: the runtime's calls, and when the page's islands all have a state. */
export interface StorefrontPageApi extends StorefrontApi {
  /**
   * Resolves (never rejects) once every island the page held at DOM ready, or inserted before the runtime
   * arrived, has a state, `ready` or `error`, or has left the page or was unmounted; also when the runtime
   * cannot run, or the configuration is invalid. `storefront:ready` (READY_EVENT)
   * is dispatched on `document` at the same moment, for a host script that runs before the entry.
   */
  ready: Promise<void>;
}

/** What the loader hands the page's islands to once the runtime is in. */
export interface LoadedRuntime {
  api: StorefrontApi;
  /** Watches the page and mounts `islands` (in document order): the page's first scan. */
  start(islands: HTMLElement[]): Promise<void>;
  /** Resolves once each of `islands` has a state, or has left the runtime's books. */
  settled(islands: readonly HTMLElement[]): Promise<void>;
}

export interface PageLoader {
  /** The page's `window.storefront`: mount, unmount, version and ready. */
  api: StorefrontPageApi;
  /** At DOM ready: takes the page's islands and watches the page until the runtime takes over. */
  start(): void;
  /** The runtime is in: it mounts the islands still wanted, and the calls made so far resolve with it. */
  handOver(runtime: LoadedRuntime): Promise<void>;
  /** The runtime cannot run: every wanted island, and every one added later, gets `error`. */
  fail(): void;
}

const markFailed = (island: HTMLElement) => {
  if (island.isConnected && !island.hasAttribute('data-widget-state'))
    island.setAttribute('data-widget-state', 'error');
};

/** Marks the islands under `root` that have no state yet as unable to mount. */
export function failIslands(root: ParentNode = document): void {
  for (const island of islandsUnder(root)) markFailed(island);
}

interface WaitingMount {
  islands: HTMLElement[];
  resolve: () => void;
}

export function createPageLoader(version: string): PageLoader {
  /** Set once: the runtime, or null when it cannot run. */
  let target: LoadedRuntime | null | undefined;
  let started = false;
  /** The islands the runtime is to mount when it arrives, in the order the page asked for them. */
  const wanted = new Set<HTMLElement>();
  const waiting: WaitingMount[] = [];
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = () => {
      resolve();
      markReady = () => {};
      document.dispatchEvent(new CustomEvent(READY_EVENT));
    };
  });

  const onAdded = (nodes: Iterable<Node>) => {
    for (const node of nodes) {
      if (!(node instanceof Element) || !node.isConnected) continue;
      if (target === null) failIslands(node);
      else if (node.matches(ISLAND_SELECTOR) || node.querySelector(ISLAND_SELECTOR))
        for (const island of islandsUnder(node)) wanted.add(island);
    }
  };
  const observer =
    typeof MutationObserver === 'function'
      ? new MutationObserver((records) => onAdded(records.flatMap((record) => [...record.addedNodes])))
      : null;
  /** Mutations the observer has not delivered yet happened before the call being carried out. */
  const catchUp = () => {
    if (observer) onAdded(observer.takeRecords().flatMap((record) => [...record.addedNodes]));
  };
  const watch = () => observer?.observe(document.documentElement, { childList: true, subtree: true });

  const fail = () => {
    if (target !== undefined) return;
    target = null;
    catchUp();
    for (const island of wanted) markFailed(island);
    wanted.clear();
    for (const call of waiting.splice(0)) call.resolve();
    // Islands added from now on cannot mount either: they get their state as they arrive.
    started = true;
    watch();
    markReady();
  };

  const api: StorefrontPageApi = {
    version,
    ready,
    mount(root = document) {
      if (target) return target.api.mount(root);
      if (target === null) {
        failIslands(root);
        return Promise.resolve();
      }
      catchUp();
      const islands = islandsUnder(root);
      for (const island of islands) wanted.add(island);
      return new Promise<void>((resolve) => waiting.push({ islands, resolve }));
    },
    unmount(root = document) {
      if (target) return target.api.unmount(root);
      if (target === null) return;
      catchUp();
      for (const island of islandsUnder(root)) wanted.delete(island);
    },
  };

  return {
    api,
    start() {
      if (started) return;
      started = true;
      for (const island of islandsUnder(document)) wanted.add(island);
      watch();
    },
    async handOver(runtime) {
      if (target !== undefined) return;
      catchUp();
      observer?.disconnect();
      // Document order (the top of the page first), and only what is still on the page and wanted.
      const islands = islandsUnder(document).filter((island) => wanted.has(island));
      wanted.clear();
      let first: Promise<void>;
      try {
        first = runtime.start(islands);
      } catch (error) {
        target = undefined;
        fail();
        throw error;
      }
      target = runtime;
      const calls = waiting.splice(0);
      for (const call of calls) void runtime.settled(call.islands).then(call.resolve, call.resolve);
      try {
        await first;
      } catch (error) {
        // The first scan broke half-way: what it did not mount cannot mount, and no call is left pending.
        for (const island of islands) markFailed(island);
        for (const call of calls) call.resolve();
        throw error;
      } finally {
        markReady();
      }
    },
    fail,
  };
}
