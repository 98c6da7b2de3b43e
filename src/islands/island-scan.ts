// The React-free half of a page scan: finding islands, reading their attributes with their widget's parser,
// and starting everything they need (product info, widget code, page loads). The runtime's scans use it,
// and so does the entry's early start (early-start.ts), which runs before React DOM has been evaluated.
import type { ComponentType } from 'react';
import { reportMissingCode } from '../analytics/missing-code';
import type { AppStore } from '../store/create-store';
import {
  addIslandNeeds,
  emptyNeeds,
  requestPageProducts,
  startPageLoads,
  type PageNeeds,
} from '../store/page-loads';
import { readIslandData } from './attributes';
import { IslandError, type WidgetDefinition } from './widget-definition';

export const ISLAND_SELECTOR = '[data-widget]';
export type Registry = Readonly<Record<string, WidgetDefinition<never>>>;

/** The islands under `root`, `root` included when it is one. */
export function islandsUnder(root: ParentNode): HTMLElement[] {
  const found = Array.from(root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR));
  if (root instanceof HTMLElement && root.matches(ISLAND_SELECTOR)) found.unshift(root);
  return found;
}

export type ReadIsland =
  | { ok: true; name: string; definition: WidgetDefinition<never>; props: never }
  | { ok: false; name: string; error: IslandError };

/** An island's attributes but its state, as one string: what a reading of the island was read from. */
export function attributeSignature(element: HTMLElement): string {
  let signature = '';
  for (const { name, value } of Array.from(element.attributes))
    if (name !== 'data-widget-state') signature += `${name}=${value}\n`;
  return signature;
}

/** Islands read by the early start and not yet taken by the runtime's first scan. */
const readEarly = new WeakMap<HTMLElement, { registry: Registry; read: ReadIsland; signature: string }>();

function read(element: HTMLElement, registry: Registry): ReadIsland {
  const name = element.dataset.widget ?? '';
  const definition = Object.hasOwn(registry, name) ? registry[name] : undefined;
  if (!definition) return { ok: false, name, error: new IslandError(name, 'unknown widget name') };
  const parsed = definition.parse(readIslandData(element), element);
  return parsed.ok
    ? { ok: true, name, definition, props: parsed.props }
    : { ok: false, name, error: new IslandError(name, parsed.error) };
}

/**
 * Reads an island's widget and props. An island the early start has read is not read twice: its reading is
 * taken (once) by the runtime's first scan, as long as the island's attributes are still those it was read
 * from. A page that changed them while the runtime was on its way is read as it is now.
 */
export function readIsland(element: HTMLElement, registry: Registry): ReadIsland {
  const early = readEarly.get(element);
  if (early) {
    readEarly.delete(element);
    if (early.registry === registry && early.signature === attributeSignature(element)) return early.read;
  }
  return read(element, registry);
}

/**
 * A widget's code, loaded once per definition whichever scan asks first (the build retries each chunk once
 * with a cache-busting query, scripts/chunk-retry.ts). Null when it could not be loaded: the file is then
 * reported once (a release may have deleted it under an open page), and its islands settle as errors.
 */
const codeLoads = new WeakMap<WidgetDefinition<never>, Promise<ComponentType<object> | null>>();

export function loadWidgetCode(definition: WidgetDefinition<never>): Promise<ComponentType<object> | null> {
  let loading = codeLoads.get(definition);
  if (!loading) {
    loading = definition.load().then(
      // Props were checked by the widget's own parser, so the erased component type is sound here.
      (loaded) => loaded.default as unknown as ComponentType<object>,
      (error: unknown) => {
        reportMissingCode(error);
        return null;
      },
    );
    codeLoads.set(definition, loading);
  }
  return loading;
}

/**
 * Starts everything one scan's islands need, code and data in parallel (no round trip per layer),
 * in the order the page needs it: product info (what the cards wait for; `sendNow` sends it at once rather
 * than on the next tick), the widgets' code, then preview embeds, community counts, member lists, coupons
 * and samples. Each part is once-only, so a second scan of the same islands sends nothing.
 */
export function startScanLoads(
  store: AppStore,
  needs: PageNeeds,
  definitions: Iterable<WidgetDefinition<never>>,
  sendNow: boolean,
): void {
  requestPageProducts(store, needs, sendNow);
  for (const definition of definitions) void loadWidgetCode(definition);
  startPageLoads(store, needs);
}

/** What the early start's scan found: the page's needs and the widgets whose code they need. */
export interface EarlyScan {
  needs: PageNeeds;
  definitions: Set<WidgetDefinition<never>>;
}

/**
 * The early start's scan: reads every island under `root` once (the runtime's scan takes the readings) and
 * gathers what they need. Islands that cannot be read are left to the runtime's scan, which reports them.
 */
export function scanIslandNeeds(registry: Registry, root: ParentNode): EarlyScan {
  const needs = emptyNeeds();
  const definitions = new Set<WidgetDefinition<never>>();
  for (const element of islandsUnder(root)) {
    if (element.hasAttribute('data-widget-state')) continue;
    const island = read(element, registry);
    readEarly.set(element, { registry, read: island, signature: attributeSignature(element) });
    if (!island.ok) continue;
    addIslandNeeds(needs, island.definition, island.props);
    definitions.add(island.definition);
  }
  return { needs, definitions };
}
