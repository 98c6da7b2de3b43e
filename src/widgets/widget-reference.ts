// A widget's reference: the prose beside its definition's attribute declaration (which stays the one source
// of names, kinds, required, values and defaults). Kept out of the bundle: nothing the entry imports
// imports a reference. The workshop's docs pages render it (src/workshop/widget-docs.tsx), and so can a
// generated page reference (widget-reference-markdown.ts).
import type { HostEventMap } from '../events/host-events';
import type { LabelKey } from '../i18n/en';
import type { AttributeDeclarations } from '../widget-api/attribute-parser';
import type { WidgetDefinition } from '../widget-api/widget-definition';

export interface AttributeProse {
  /** What the attribute is. */
  description: string;
  /** A value a store page writes: the example markup uses it, and the table shows what the parser gives. */
  example: string;
  /** In words, what leaving it out gives (the table adds what the parser gives). */
  missing?: string;
  /** In words, what a value outside the declared ones gives. */
  invalid?: string;
  /**
   * What each declared value gives, one entry per value of an `enum` (`true` and `false` for a `boolean`),
   * no more: the widget page and the editor data describe each value by it.
   */
  values?: Readonly<Record<string, string>>;
}

/** A `data-*` attribute of a server-rendered child the widget reads. */
export interface ChildAttributeProse {
  description: string;
  required?: boolean;
  /** The values the widget looks for, each with what it makes of the child (`data-slot="devices"`). */
  values?: Readonly<Record<string, string>>;
}

/** Server-rendered children the widget reads, replaces or keeps. */
export interface ChildrenProse {
  description: string;
  /** The children's own `data-*` attributes, as `dataset` names them. */
  attributes?: Readonly<Record<string, ChildAttributeProse>>;
  /** The children in the example markup. */
  example: string;
}

/** What the island shows in each of the page's situations (markdown). */
export interface RendersProse {
  guest: string;
  member: string;
  /** Before its data has answered (its code may still be loading too). */
  loading: string;
  /** When its code or a call it needs fails. */
  failure: string;
}

/** A positioned part of the widget with a z-index, as its stylesheet sets it. */
export interface LayerProse {
  what: string;
  zIndex: number;
  /** A popup shown in the browser's top layer: its z-index counts only where the Popover API is missing. */
  topLayer?: true;
}

export interface WidgetReference<A extends AttributeDeclarations> {
  /** What the island renders, in one line (markdown). */
  synopsis: string;
  /** What the widget is for, in a paragraph (markdown). */
  purpose: string;
  /** One entry per declared attribute, no more. */
  attributes: { readonly [K in keyof A]: AttributeProse };
  children?: ChildrenProse;
  /** What a shopper sees, one entry per state the stories show (markdown). */
  states: readonly { name: string; when: string }[];
  /** What else a page developer can count on, one point each (markdown). */
  behaviour: readonly string[];
  /**
   * The host events a change made in this widget dispatches (docs/page-contract.md "Events for the host").
   */
  events: readonly { name: keyof HostEventMap; when: string }[];
  renders: RendersProse;
  /** What `ready` means for this widget, beyond what its definition says (markdown). */
  ready?: string;
  /** Every z-index its stylesheets set (a test reads them from the CSS). */
  layers: readonly LayerProse[];
  /** The cookies its code reads or writes, by name, and what for. */
  cookies: readonly { name: string; use: string }[];
  /** The label keys the widget shows (src/i18n). */
  labels: readonly LabelKey[];
  /** The room to reserve before the bundle runs, in words, and the host CSS that does it (null: none). */
  footprint: string;
  hostCss: string | null;
  /** The island's `class` in the example markup: the classes its host CSS keys off. */
  hostClass?: string;
}

/** A widget's definition with its reference, as the docs pages read them. */
export interface DocumentedWidget {
  definition: WidgetDefinition<never>;
  reference: WidgetReference<AttributeDeclarations>;
}

/** Pairs a definition with its prose; the prose must name exactly the attributes the definition declares. */
export function documentWidget<A extends AttributeDeclarations>(
  definition: { attributes?: A },
  reference: WidgetReference<A>,
): DocumentedWidget {
  return { definition, reference } as unknown as DocumentedWidget;
}
