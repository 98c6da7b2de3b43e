import type { ComponentType } from 'react';
import type { DeclaresNeeds } from '../store/page-loads';
import type { IslandData } from './attributes';

export type ParseResult<P> = { ok: true; props: P } | { ok: false; error: string };

/** A widget: its code, its attribute parser, and what its islands load (started at the page scan). */
export interface WidgetDefinition<P = unknown> extends DeclaresNeeds<P> {
  /** The widget's code, loaded only when a page has the widget (design "Lazy widgets"). */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Checks the island's attributes (and children, where the widget reads them) and builds its props. */
  parse: (data: IslandData, element: HTMLElement) => ParseResult<P>;
  /**
   * `mounted` (default): ready once rendered. `data`: the widget calls markReady() once what a shopper
   * acts on is on screen, so `data-widget-state="ready"` means usable.
   */
  readyWhen?: 'mounted' | 'data';
  /** Rendering nothing is a normal outcome (a guest has no messages): no empty-widget report (spec 8). */
  mayBeEmpty?: boolean;
}

/** Helper so each widget's definition keeps its own props type. */
export function defineWidget<P>(definition: WidgetDefinition<P>): WidgetDefinition<P> {
  return definition;
}

export class IslandError extends Error {
  constructor(widget: string, detail: string) {
    super(`[IslandError] ${widget}: ${detail}`);
    this.name = 'IslandError';
  }
}
