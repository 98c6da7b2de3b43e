// The shoppers' Web Vitals by widget (docs/page/events.md "storefront:vitals"): what one report of Google's
// `web-vitals` attribution build becomes on `document` and in `ga`. Pure: no observer, no DOM but the node
// the library hands over. The details are plain data (numbers and text), never an element or an entry.

export const VITALS_EVENT = 'storefront:vitals';
/** The User Timing mark set once the observers run: interactions from then on are all measured. */
export const VITALS_START_MARK = 'storefront:vitals-start';

export type VitalsName = 'INP' | 'LCP' | 'CLS';

/** INP's breakdown: where the interaction's time went, and the script that ran longest in it. */
export interface InpAttribution {
  /** A selector of the element interacted with; an island's part reads `[data-widget="…"]`. */
  target: string | null;
  /** `pointer` or `keyboard`; null when the browser dispatched no entry for it. */
  interactionType: 'pointer' | 'keyboard' | null;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  /** The longest script of the interaction's frames (Long Animation Frames); null where the engine has none. */
  longestScript: {
    /** The script's file, or its invoker (`BUTTON.onclick`, …) when it has no file. */
    source: string;
    subpart: 'input-delay' | 'processing-duration' | 'presentation-delay';
    duration: number;
  } | null;
}

/** CLS's largest shift: its element and size. */
export interface ClsAttribution {
  target: string | null;
  largestShiftValue: number | null;
  largestShiftTime: number | null;
}

/** LCP's element and the parts of its time. */
export interface LcpAttribution {
  target: string | null;
  /** `image` (an image or a background image, `url` its file) or `text`. */
  elementKind: 'image' | 'text';
  url: string | null;
  timeToFirstByte: number;
  resourceLoadDelay: number;
  resourceLoadDuration: number;
  elementRenderDelay: number;
}

/** The `detail` of `storefront:vitals`. */
export interface VitalsDetail {
  name: VitalsName;
  /** ms for INP and LCP; a unitless score for CLS. */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** The report's id: one per metric and page view (a page restored from the back/forward cache gets another). */
  id: string;
  navigationType: string;
  /**
   * The `data-widget` name of the island that held the interaction's target (INP), the largest shift's
   * element (CLS) or the LCP element; null when it was not in an island.
   */
  widget: string | null;
  attribution: InpAttribution | ClsAttribution | LcpAttribution;
}

/** What the library reports, as far as this module reads it (its own types are structurally wider). */
export interface VitalsMetric {
  name: string;
  value: number;
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
  navigationType: string;
  attribution: Record<string, unknown>;
}

const MAX_SELECTOR = 100;
const ISLAND = /^\[data-widget="([a-z0-9-]+)"\]/;

function part(el: Element): string {
  if (el.id) return `#${el.id}`;
  return [el.nodeName.toLowerCase(), ...Array.from(el.classList).sort()].join('.');
}

/**
 * A selector of `node` for the attribution's `target`: inside an island, the island first
 * (`[data-widget="product-item"]>div.sf-card>button.sf-button`), so the report names the widget however deep
 * the node; outside, the library's own form (tags, classes, up to an id). At most ~100 characters of the
 * node's end of the path.
 */
export function vitalsTarget(node: Node | null): string | undefined {
  let el: Element | null = node instanceof Element ? node : (node?.parentElement ?? null);
  if (!el) return undefined;
  const island = el.closest('[data-widget]');
  const widget = island?.getAttribute('data-widget') ?? '';
  let path = '';
  while (el && el !== island && el.nodeType === 1) {
    const step = part(el);
    if (path.length + step.length > MAX_SELECTOR - 1) break;
    path = path ? `${step}>${path}` : step;
    if (el.id) break;
    el = el.parentElement;
  }
  if (!island || !/^[a-z0-9-]+$/.test(widget)) return path;
  const root = `[data-widget="${widget}"]`;
  return path ? `${root}>${path}` : root;
}

/** The island named by a target of `vitalsTarget`; null for a target outside the islands. */
export function widgetOfTarget(target: unknown): string | null {
  return typeof target === 'string' ? (ISLAND.exec(target)?.[1] ?? null) : null;
}

const finite = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const finiteOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function longestScript(v: unknown): InpAttribution['longestScript'] {
  if (typeof v !== 'object' || v === null) return null;
  const { entry, subpart, intersectingDuration } = v as {
    entry?: { sourceURL?: unknown; invoker?: unknown };
    subpart?: unknown;
    intersectingDuration?: unknown;
  };
  if (subpart !== 'input-delay' && subpart !== 'processing-duration' && subpart !== 'presentation-delay')
    return null;
  return {
    source: textOrNull(entry?.sourceURL) ?? textOrNull(entry?.invoker) ?? '',
    subpart,
    duration: finite(intersectingDuration),
  };
}

function attributionOf(name: VitalsName, a: Record<string, unknown>): VitalsDetail['attribution'] {
  if (name === 'INP') {
    const type = a.interactionType;
    return {
      target: textOrNull(a.interactionTarget),
      interactionType: type === 'pointer' || type === 'keyboard' ? type : null,
      inputDelay: finite(a.inputDelay),
      processingDuration: finite(a.processingDuration),
      presentationDelay: finite(a.presentationDelay),
      longestScript: longestScript(a.longestScript),
    };
  }
  if (name === 'CLS')
    return {
      target: textOrNull(a.largestShiftTarget),
      largestShiftValue: finiteOrNull(a.largestShiftValue),
      largestShiftTime: finiteOrNull(a.largestShiftTime),
    };
  const url = textOrNull(a.url);
  return {
    target: textOrNull(a.target),
    elementKind: url === null ? 'text' : 'image',
    url,
    timeToFirstByte: finite(a.timeToFirstByte),
    resourceLoadDelay: finite(a.resourceLoadDelay),
    resourceLoadDuration: finite(a.resourceLoadDuration),
    elementRenderDelay: finite(a.elementRenderDelay),
  };
}

export function isVitalsName(name: string): name is VitalsName {
  return name === 'INP' || name === 'LCP' || name === 'CLS';
}

/** The event's detail of one report; null for a metric this bundle does not report. */
export function vitalsDetail(metric: VitalsMetric): VitalsDetail | null {
  if (!isVitalsName(metric.name)) return null;
  const attribution = attributionOf(metric.name, metric.attribution);
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    widget: widgetOfTarget(attribution.target),
    attribution,
  };
}

/** Google's documented `Web Vitals` event for `ga` (the web-vitals README): the change since the last report. */
export interface GaVitalsFields {
  eventCategory: 'Web Vitals';
  eventAction: VitalsName;
  eventLabel: string;
  eventValue: number;
  nonInteraction: true;
  transport: 'beacon';
}

export function gaVitalsFields(metric: VitalsMetric & { name: VitalsName }): GaVitalsFields {
  const delta = finite(metric.delta);
  return {
    eventCategory: 'Web Vitals',
    eventAction: metric.name,
    eventLabel: metric.id,
    // ga takes whole numbers: CLS, a small fraction, is sent times 1000.
    eventValue: Math.round(metric.name === 'CLS' ? delta * 1000 : delta),
    nonInteraction: true,
    transport: 'beacon',
  };
}
