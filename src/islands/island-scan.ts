// Finding islands, reading their attributes with their widget's parser, and starting what they need. React
// free: the entry's early start (early-start.ts) uses it before React DOM has been evaluated.
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
import { readIslandData } from '../widget-api/attributes';
import { IslandError, type WidgetDefinition } from '../widget-api/widget-definition';

export const ISLAND_SELECTOR = '[data-widget]';
export type Registry = Readonly<Record<string, WidgetDefinition<never>>>;

export function islandsUnder(root: ParentNode): HTMLElement[] {
  const found = Array.from(root.querySelectorAll<HTMLElement>(ISLAND_SELECTOR));
  if (root instanceof HTMLElement && root.matches(ISLAND_SELECTOR)) found.unshift(root);
  return found;
}

export type ReadIsland =
  | { ok: true; name: string; definition: WidgetDefinition<never>; props: never }
  | { ok: false; name: string; error: IslandError };

export function attributeSignature(element: HTMLElement): string {
  let signature = '';
  for (const { name, value } of Array.from(element.attributes))
    if (name !== 'data-widget-state') signature += `${name}=${value}\n`;
  return signature;
}

/** Readings of the early start, taken once by the runtime's scan while the attributes are unchanged. */
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

/** An island's widget and props (the early start's reading, where the attributes have not changed since). */
export function readIsland(element: HTMLElement, registry: Registry): ReadIsland {
  const early = readEarly.get(element);
  if (early) {
    readEarly.delete(element);
    if (early.registry === registry && early.signature === attributeSignature(element)) return early.read;
  }
  return read(element, registry);
}

const codeLoads = new WeakMap<WidgetDefinition<never>, Promise<ComponentType<object> | null>>();

/**
 * A widget's code, loaded once per definition (the build retries each chunk once, scripts/chunk-retry.ts).
 * Null when it could not be loaded: the file is reported once, and its islands settle as errors.
 */
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
 * Starts what one scan's islands need, in the order the page needs it: products (`sendNow`: at once, not on
 * the next tick), the widgets' code, then the page loads. Each is once-only: a second scan sends nothing.
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

/** The early start's scan: reads every island once (the runtime takes the readings) and gathers needs. */
export function scanIslandNeeds(registry: Registry, root: ParentNode) {
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
