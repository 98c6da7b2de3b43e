import type { ComponentType } from 'react';
import type { DeclaresNeeds } from '../store/page-loads';
import { parseAttributes, type AttributeDeclarations, type AttributeProps } from './attribute-parser';
import type { IslandData } from './attributes';

export type ParseResult<P> = { ok: true; props: P } | { ok: false; error: string };

/** A widget: its code, its attribute parser, and what its islands load (started at the page scan). */
export interface WidgetDefinition<
  P = unknown,
  A extends AttributeDeclarations = AttributeDeclarations,
> extends DeclaresNeeds<P> {
  /** The widget's code, loaded only when a page has the widget. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** The island's `data-*` attributes (none when absent): what `parse` reads, and the reference's table. */
  attributes?: A;
  /** Checks the island's attributes (and children, where the widget reads them) and builds its props. */
  parse: (data: IslandData, element: HTMLElement) => ParseResult<P>;
  /**
   * `mounted` (default): ready once rendered. `data`: the widget calls markReady() once what a shopper
   * acts on is on screen, so `data-widget-state="ready"` means usable.
   */
  readyWhen?: 'mounted' | 'data';
  /**
   * Rendering nothing is a normal outcome (a guest has no messages): no empty-widget report
   * (docs/behaviour.md "Errors").
   */
  mayBeEmpty?: boolean;
}

// The widget with a parser of its own first: its parse (a function of its arguments) gets its types from the
// first overload tried.
/** A widget with a parser of its own (it reads its children). */
export function defineWidget<P, const A extends AttributeDeclarations = Record<never, never>>(
  definition: WidgetDefinition<P, A>,
): WidgetDefinition<P, A>;
/** A widget whose props are its declared attributes: its parser is built from the declaration. */
export function defineWidget<const A extends AttributeDeclarations>(
  definition: Omit<WidgetDefinition<AttributeProps<A>, A>, 'parse'> & { attributes: A },
): WidgetDefinition<AttributeProps<A>, A> & { attributes: A };
export function defineWidget<P>(
  definition: Omit<WidgetDefinition<P>, 'parse'> & { parse?: WidgetDefinition<P>['parse'] },
): WidgetDefinition<P> {
  return {
    parse: (data, element) => parseAttributes(definition.attributes ?? {}, data, element) as ParseResult<P>,
    ...definition,
  };
}

export class IslandError extends Error {
  constructor(widget: string, detail: string) {
    super(`[IslandError] ${widget}: ${detail}`);
    this.name = 'IslandError';
  }
}
