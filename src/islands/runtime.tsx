import type { ComponentType, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { reportError } from '../analytics/report-error';
import type { AppStore } from '../store/create-store';
import { benchPerIslandRoots } from './bench';
import { changedSinceFailure, IslandHost, IslandRoot, setIslandState } from './island-host';
import {
  ISLAND_SELECTOR,
  islandsUnder,
  loadWidgetCode,
  readIsland,
  startScanLoads,
  type Registry,
} from './island-scan';
import { createFirstScan } from './first-scan';
import { IslandSet, type MountedIsland } from './island-set';
import { createRenderQueue } from './render-queue';
import type { WidgetDefinition } from './widget-definition';
import { addIslandNeeds, emptyNeeds } from '../store/page-loads';
import type { StorefrontApi } from './storefront-api';

export interface RuntimeOptions {
  store: AppStore;
  registry: Registry;
  /** Wraps the islands in the page's providers (store, i18n). */
  wrap: (children: ReactNode) => ReactNode;
  version: string;
}

/** docs/page-contract.md "Islands": one React root, a portal per island, idempotent mount and unmount. */
export function createRuntime({ store, registry, wrap, version }: RuntimeOptions) {
  const islands = new IslandSet();
  const mounted = new WeakMap<HTMLElement, MountedIsland>();
  const components = new Map<string, ComponentType<object>>();
  /**
   * Islands found and not yet rendered: their widget code or products are loading, or they wait in the
   * render queue. One that leaves the page or is unmounted meanwhile leaves this set and is never rendered.
   */
  const pending = new Set<MountedIsland>();
  let root: Root | null = null;
  // Bench build only: the one-root-per-island variant measured against the product's one root + portals.
  const perIslandRoots = __SF_BENCH__ && benchPerIslandRoots();
  const islandRoots = new Map<HTMLElement, Root>();
  let nextKey = 0;

  const ensureRoot = () => {
    if (root) return;
    // A detached container: React listens on each portal's element, so the host page gets no extra node.
    const created = createRoot(document.createElement('div'));
    root = created;
    // Committed at once, so that the render queue's first slice is rendered (and measured) in its own task.
    flushSync(() => created.render(wrap(<IslandHost islands={islands} />)));
  };

  // Each slice of islands is rendered and committed in its own task (no long tasks), those within a screen
  // of the viewport first; islands removed or unmounted while they waited in the queue are dropped here.
  const queue = createRenderQueue((slice) => {
    const live = slice.filter((island) => pending.delete(island));
    if (live.length > 0) flushSync(() => islands.add(live));
  });

  const render = (island: MountedIsland) => {
    if (__SF_BENCH__ && perIslandRoots) {
      const islandRoot = createRoot(island.element);
      islandRoot.render(wrap(<IslandRoot island={island} />));
      islandRoots.set(island.element, islandRoot);
      return;
    }
    ensureRoot();
    queue.push(island);
  };

  /**
   * The widget's code, as its islands need it to render (island-scan.ts loads it once per definition,
   * whichever scan asks first). Islands render only once their code is in: a lazy component would suspend
   * first, and React reveals suspended content no sooner than 300 ms after its fallback
   * (FALLBACK_THROTTLE_MS), which the benchmark saw on every page. False: the code could not be loaded.
   */
  const loadComponent = (name: string, definition: WidgetDefinition<never>): Promise<boolean> =>
    loadWidgetCode(definition).then((component) => {
      if (component) components.set(name, component);
      return component !== null;
    });

  const fail = (element: HTMLElement, error: Error) => {
    setIslandState(element, 'error');
    reportError(error);
  };

  /** Takes an island off the page's books (unmounted, removed, or failed): it no longer holds mount() up. */
  const forget = (island: MountedIsland) => {
    island.gone = true;
    pending.delete(island);
    queue.drop(island);
    if (mounted.get(island.element) === island) mounted.delete(island.element);
    island.settle();
  };

  /**
   * An island in `error` is tried again by a later scan once the host has changed its attributes (it
   * fixed a malformed one); unchanged, it stays as it is. Its failed mount, if any, is taken down first.
   */
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

  /**
   * One scan of `elements` (islands): one product request and one start of page loads for all of them. The
   * page's first scan sends its product request at once (`sendNow`), ahead of the lists; later scans pool
   * their ids until the next tick, so islands inserted in one tick share a request.
   */
  const mountAll = async (elements: readonly HTMLElement[], sendNow = false): Promise<void> => {
    const added: MountedIsland[] = [];
    /** Islands an earlier scan found that have no state yet: this mount() waits for them too. */
    const earlier: MountedIsland[] = [];
    const needs = emptyNeeds();
    const definitions = new Map<string, WidgetDefinition<never>>();
    /** Each island's products, which it waits for before it renders (it then renders once, with data). */
    const islandProducts = new Map<MountedIsland, { ids: string[]; cacheable: boolean }>();
    for (const element of elements) {
      const known = mounted.get(element);
      if (known) {
        if (!element.hasAttribute('data-widget-state')) earlier.push(known);
        continue;
      }
      if (!retryable(element)) continue;
      const read = readIsland(element, registry);
      if (!read.ok) {
        fail(element, read.error);
        continue;
      }
      const { name, definition, props } = read;
      const products = addIslandNeeds(needs, definition, props);
      let settle = () => {};
      const settled = new Promise<void>((resolve) => (settle = resolve));
      const island: MountedIsland = {
        key: nextKey++,
        name,
        element,
        Component: () => null, // set once the widget's code has loaded (loadComponent)
        props,
        readyWhen: definition.readyWhen ?? 'mounted',
        mayBeEmpty: definition.mayBeEmpty ?? false,
        settled,
        settle,
      };
      mounted.set(element, island);
      pending.add(island);
      added.push(island);
      definitions.set(name, definition);
      if (products) islandProducts.set(island, products);
      // Come near before its products are in: they are sent for at once (the pooler may hold them back).
      queue.watch(island, products && (() => store.pooler.hurry(products.ids)));
    }
    // Everything the islands need starts in this task (on the page's first scan the early start has
    // started it all already, and nothing is sent twice).
    startScanLoads(store, needs, definitions.values(), sendNow);
    const loads = new Map(
      [...definitions].map(([name, definition]) => [name, loadComponent(name, definition)]),
    );
    if (added.length === 0) {
      await Promise.all(earlier.map((island) => island.settled));
      return;
    }
    // Each island waits for its code and its products (asked for above: this joins that request).
    const inputs = added.map((island) => {
      const products = islandProducts.get(island);
      return Promise.all([
        loads.get(island.name),
        products && store.pooler.request(products.ids, products),
      ]).then(([codeLoaded]) => codeLoaded !== false);
    });
    added.forEach((island, i) => {
      const go = (codeLoaded: boolean) => {
        // Unmounted (or removed from the page) while its code or data was loading: nothing to render.
        if (!pending.has(island)) return;
        if (!codeLoaded) {
          // Its code is gone (reported once per file by loadWidgetCode): an error, server content kept.
          setIslandState(island.element, 'error');
          forget(island);
          return;
        }
        island.Component = components.get(island.name) ?? island.Component;
        render(island);
      };
      // Rendered even when its data call failed in a way nobody caught: the widget shows what the store
      // holds (its error state), and no island is left waiting forever.
      void inputs[i]?.then(go, () => go(true));
    });
    await Promise.all([...added, ...earlier].map((island) => island.settled));
  };

  const firstScan = createFirstScan(mountAll, (element) => mounted.get(element)?.settled);

  const mount = (scope: ParentNode = document): Promise<void> => {
    catchUp();
    return mountAll(islandsUnder(scope));
  };

  /** Islands not rendered yet (loading, or waiting in the render queue) that `gone` picks leave for good. */
  const forgetPending = (gone: (island: MountedIsland) => boolean) => {
    for (const island of pending) if (gone(island)) forget(island);
  };

  const unmount = (scope: ParentNode = document): void => {
    catchUp();
    firstScan.drop(scope);
    forgetPending((island) => scope === island.element || scope.contains(island.element));
    const removed = islands.remove((island) => scope === island.element || scope.contains(island.element));
    for (const island of removed) {
      if (__SF_BENCH__) islandRoots.get(island.element)?.unmount();
      forget(island);
      island.element.removeAttribute('data-widget-state');
    }
  };

  /** Islands inserted later are mounted, removed ones unmounted. */
  const onMutations = (records: MutationRecord[]) => {
    let removedSome = false;
    const added: HTMLElement[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (
          node instanceof HTMLElement &&
          (node.matches(ISLAND_SELECTOR) || node.querySelector(ISLAND_SELECTOR))
        )
          added.push(node);
      }
      if (record.removedNodes.length > 0) removedSome = true;
    }
    // Islands added by one batch of mutations join one scan (one product request).
    if (added.length > 0) void mountAll(added.filter((node) => node.isConnected).flatMap(islandsUnder));
    if (removedSome) {
      forgetPending((island) => !island.element.isConnected);
      for (const island of islands.remove((island) => !island.element.isConnected)) forget(island);
    }
  };
  const observers: MutationObserver[] = [];
  /**
   * A call from the page is carried out against the page as it is: the mutations made before it, not yet
   * delivered to the observer, are taken first (an island inserted and then unmounted stays unmounted).
   */
  const catchUp = () => {
    for (const observer of observers) {
      const records = observer.takeRecords();
      if (records.length > 0) onMutations(records);
    }
  };
  const observe = (target: Node = document.documentElement): MutationObserver => {
    const observer = new MutationObserver(onMutations);
    observer.observe(target, { childList: true, subtree: true });
    observers.push(observer);
    return observer;
  };

  /** Resolves once each of `elements` has a state or has left the books (unmounted, removed, failed). */
  const settled = (elements: readonly HTMLElement[]): Promise<void> => firstScan.settled(elements);

  /**
   * Takes the runtime off the page: no more watching, every island unmounted, the root gone. For pages that
   * come and go in one document (the workshop's stories); a store page never calls it.
   */
  const stop = (): void => {
    for (const observer of observers.splice(0)) observer.disconnect();
    unmount(document);
    queue.stop();
    // Unmounted after the task: a page's own React render (a story leaving) may be under way.
    const finished = root;
    root = null;
    if (finished) setTimeout(() => finished.unmount(), 0);
  };

  const api: StorefrontApi = { mount, unmount, version };
  /**
   * The page's start: watch for islands added later, and mount the page's islands (all of the document's,
   * or those the loader kept for it, in document order). `within`: the part of the document this runtime
   * owns, where several run in one document (the workshop's docs pages); default the whole document.
   */
  const start = (
    initial: HTMLElement[] = islandsUnder(document),
    within: Node = document.documentElement,
  ): Promise<void> => {
    observe(within);
    return firstScan.run(initial);
  };
  return { api, observe, start, settled, stop };
}
