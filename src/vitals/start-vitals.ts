// Field Web Vitals (the page configuration's `"vitals": true`): a chunk of its own, asked for once the page
// is idle. Google's `web-vitals` attribution build measures INP, LCP and CLS (its observers are buffered, so
// what happened before this chunk came is counted); each report becomes one `storefront:vitals` on
// `document` and, where the page has `ga`, Google's documented `Web Vitals` event.
import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import {
  gaVitalsFields,
  isVitalsName,
  VITALS_EVENT,
  VITALS_START_MARK,
  vitalsDetail,
  vitalsTarget,
  type VitalsMetric,
} from './vitals-report';

function sendToGa(metric: VitalsMetric): void {
  const ga = (window as unknown as { ga?: unknown }).ga;
  if (typeof ga !== 'function' || !isVitalsName(metric.name)) return;
  try {
    (ga as (command: 'send', type: 'event', fields: object) => void)(
      'send',
      'event',
      gaVitalsFields({ ...metric, name: metric.name }),
    );
  } catch {
    // The host's analytics failing is not the shopper's problem.
  }
}

// The interactions since this chunk came, by the event's time, with their island-first target read while
// the target is on the page: a control that turns into a link (Add to Cart → Added to Cart) is gone by the
// time INP is reported, and the library then knows only a selector without the island.
const INTERACTIONS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'] as const;
const MAX_SEEN = 200;
const seen = new Map<number, string>();

function noteInteraction(event: Event): void {
  const target = vitalsTarget(event.target instanceof Node ? event.target : null);
  if (target === undefined) return;
  seen.set(Math.round(event.timeStamp), target);
  if (seen.size > MAX_SEEN) seen.delete(seen.keys().next().value ?? 0);
}

/** INP's target as the interaction's own event saw it, where this chunk saw that event. */
function withSeenTarget(metric: VitalsMetric): VitalsMetric {
  const time = metric.attribution.interactionTime;
  if (metric.name !== 'INP' || typeof time !== 'number') return metric;
  const at = Math.round(time);
  const target = seen.get(at) ?? seen.get(at - 1) ?? seen.get(at + 1);
  return target === undefined
    ? metric
    : { ...metric, attribution: { ...metric.attribution, interactionTarget: target } };
}

function report(metric: unknown): void {
  const m = withSeenTarget(metric as VitalsMetric);
  const detail = vitalsDetail(m);
  if (!detail) return;
  document.dispatchEvent(new CustomEvent(VITALS_EVENT, { detail }));
  sendToGa(m);
}

let started = false;

/** Starts the three observers once per page. */
export function startVitals(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS)
    document.addEventListener(type, noteInteraction, { capture: true, passive: true });
  const opts = { generateTarget: vitalsTarget };
  onINP(report, opts);
  onLCP(report, opts);
  onCLS(report, opts);
  // Where the page's own timeline (DevTools, a host's tooling) can see that measuring has begun.
  performance.mark(VITALS_START_MARK);
}
