import type { ComponentType, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportError } from '../analytics/report-error';
import type { AppStore } from '../store/create-store';
import { addIslandNeeds, emptyNeeds } from '../store/page-loads';
import { changedSinceFailure, IslandHost, setIslandState } from './island-host';
import { islandsUnder, loadWidgetCode, readIsland, startScanLoads, type Registry } from './island-scan';
import { IslandSet, type MountedIsland } from './island-set';
import type { StorefrontApi } from './storefront-api';
import type { WidgetDefinition } from '../widget-api/widget-definition';
import { createWorkLoop } from './work-loop';

/** `wrap` puts the islands in the page's providers (store, i18n). */
type RuntimeOptions = {
  store: AppStore;
  registry: Registry;
  wrap: (children: ReactNode) => ReactNode;
  version: string;
};

/** docs/page-contract.md "Islands": one React root, a portal per island, idempotent mount and unmount. */
export function createRuntime({ store, registry, wrap, version }: RuntimeOptions) {
  const islands = new IslandSet();
  const mounted = new WeakMap<HTMLElement, MountedIsland>();
  /** Found and not rendered yet: leaving this set (unmounted, removed) means never rendered. */
  const pending = new Set<MountedIsland>();
  const observers: MutationObserver[] = [];
  let root: Root | null = null;
  let nextKey = 0;

  // Created with the first island ready, in that task: the loop's first slice is then a task of its own.
  const ensureRoot = () => {
    if (root) return;
    // A detached container: React listens on each portal's element, so the host page gets no extra node.
    const created = createRoot(document.createElement('div'));
    root = created;
    flushSync(() => created.render(wrap(<IslandHost islands={islands} />)));
  };

  const forget = (island: MountedIsland) => {
    island.gone = true;
    pending.delete(island);
    loop.drop(island);
    if (mounted.get(island.element) === island) mounted.delete(island.element);
    island.settle();
  };

  /** An island in `error` is tried again once the host has changed its attributes; unchanged, it stays. */
  const retryable = (element: HTMLElement): boolean => {
    if (element.getAttribute('data-widget-state') !== 'error') return true;
    if (!changedSinceFailure(element)) return false;
    const failed = mounted.get(element);
    if (failed) {
      forget(failed);
      islands.remove((island) => island === failed);
    }
    element.removeAttribute('data-widget-state');
    return true;
  };

  /** Renders `island` once its code and products are in (a lazy component would suspend for 300 ms). */
  const whenInputsIn = (island: MountedIsland, products?: { ids: string[]; cacheable: boolean }) => {
    const go = (component: ComponentType<object> | null) => {
      if (!pending.has(island)) return;
      if (!component) {
        // Its code is gone (reported once per file): an error, server content kept.
        setIslandState(island.element, 'error');
        return forget(island);
      }
      island.Component = component;
      ensureRoot();
      loop.push(island);
    };
    const code = loadWidgetCode(island.definition);
    // Rendered even when its data call failed uncaught: the widget shows the store's error state.
    void Promise.all([code, products && store.pooler.request(products.ids, products)]).then(
      ([component]) => go(component),
      () => void code.then(go),
    );
  };

  /**
   * Reads a chunk of islands and starts what they need: one product request for all of them (`sendNow`: at
   * once, else pooled until the next tick). Resolves once each has a state or has left the books.
   */
  const mountAll = async (elements: readonly HTMLElement[], sendNow: boolean): Promise<void> => {
    const waits: Promise<void>[] = [];
    const needs = emptyNeeds();
    const starts: (() => void)[] = [];
    const definitions = new Set<WidgetDefinition<never>>();
    for (const element of elements) {
      const known = mounted.get(element);
      if (known && !element.hasAttribute('data-widget-state')) waits.push(known.settled);
      if (known || !retryable(element)) continue;
      const read = readIsland(element, registry);
      if (!read.ok) {
        setIslandState(element, 'error');
        reportError(read.error, { kind: 'island', island: element });
        continue;
      }
      const { name, definition, props } = read;
      const products = addIslandNeeds(needs, definition, props) ?? undefined;
      let settle = () => {};
      const settled = new Promise<void>((resolve) => (settle = resolve));
      const island = {
        key: nextKey++,
        name,
        element,
        Component: () => null,
        props,
        definition,
        settled,
        settle,
      };
      mounted.set(element, island);
      pending.add(island);
      waits.push(settled);
      definitions.add(definition);
      starts.push(() => whenInputsIn(island, products));
      // Near before its products are in: they are sent for at once (the pooler may hold them back).
      loop.watch(island, products && (() => store.pooler.hurry(products.ids)));
    }
    if (starts.length > 0) startScanLoads(store, needs, definitions, sendNow);
    for (const start of starts) start();
    await Promise.all(waits);
  };

  const loop = createWorkLoop(mountAll, (slice) => {
    const live = slice.filter((island) => pending.delete(island));
    if (live.length > 0) flushSync(() => islands.add(live));
  });

  const removeIslands = (gone: (island: MountedIsland) => boolean) => {
    for (const island of pending) if (gone(island)) forget(island);
    const removed = islands.remove(gone);
    for (const island of removed) forget(island);
    return removed;
  };

  /** Islands inserted later are mounted (one scan per batch of mutations), removed ones unmounted. */
  const changed = (records: MutationRecord[]) => {
    const added = records.flatMap((record) => [...record.addedNodes]);
    const found = added.flatMap((node) =>
      node instanceof HTMLElement && node.isConnected ? islandsUnder(node) : [],
    );
    if (found.length > 0) void loop.scan(found);
    if (records.some((record) => record.removedNodes.length > 0))
      removeIslands((island) => !island.element.isConnected);
  };

  /** A call from the page is carried out against the page as it is: undelivered mutations first. */
  const catchUp = () => {
    for (const observer of observers) {
      const records = observer.takeRecords();
      if (records.length > 0) changed(records);
    }
  };

  const api: StorefrontApi = {
    version,
    mount(scope = document) {
      catchUp();
      return loop.scan(islandsUnder(scope));
    },
    unmount(scope = document) {
      catchUp();
      loop.dropScans(scope);
      const inside = (island: MountedIsland) => scope === island.element || scope.contains(island.element);
      for (const island of removeIslands(inside)) island.element.removeAttribute('data-widget-state');
    },
  };

  // Where no page loader routes the page's mutations (the workshop, tests).
  const observe = (target: Node = document.documentElement): MutationObserver => {
    const observer = new MutationObserver(changed);
    observer.observe(target, { childList: true, subtree: true });
    observers.push(observer);
    return observer;
  };

  return {
    api,
    changed,
    observe,
    /**
     * The page's start: mounts `initial` (document order) and watches `within` (null: the page loader
     * routes the page's mutations to `changed`). Several runtimes share a document in the workshop.
     */
    start(initial: HTMLElement[] = islandsUnder(document), within: Node | null = document.documentElement) {
      if (within) observe(within);
      return loop.scan(initial, true);
    },
    /** Resolves once each of `elements` has a state or has left the books (those not yet scanned too). */
    settled: (elements: readonly HTMLElement[]) =>
      Promise.all(
        elements.map((element) => loop.scanned(element).then(() => mounted.get(element)?.settled)),
      ).then(() => undefined),
    stop() {
      for (const observer of observers.splice(0)) observer.disconnect();
      api.unmount(document);
      loop.stop();
      // Unmounted after the task: a story's own React render (a story leaving) may be under way.
      const finished = root;
      root = null;
      if (finished) setTimeout(() => finished.unmount(), 0);
    },
  };
}
