// The page's one notion of "near": within a screen of the viewport, above or below, as one
// IntersectionObserver reports it. The work loop and the community counts share it.
export const NEAR_MARGIN = '100% 0px';

export type NearState = { near: boolean; onScreen: boolean; width: number; height: number };
type Listener = (state: NearState) => void;

const watched = new Map<Element, { listeners: Set<Listener>; state?: NearState }>();
let observer: IntersectionObserver | null = null;

let screenHeight: number | null = null; // read again after a resize only: reading it forces a layout
if (typeof addEventListener === 'function') addEventListener('resize', () => (screenHeight = null));
const screen = () => (screenHeight ??= window.innerHeight);

const stateOf = ({ width, height, top, bottom }: DOMRectReadOnly, near: boolean): NearState => ({
  near,
  onScreen: near && bottom > 0 && top < screen(),
  width,
  height,
});

function report(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const watching = watched.get(entry.target);
    if (!watching) continue;
    watching.state = stateOf(entry.boundingClientRect, entry.isIntersecting);
    for (const listener of [...watching.listeners]) listener(watching.state);
  }
}

/** `element` as the observer last reported it, else as its box is now (no box counts as near). */
export function nearNow(element: Element): NearState {
  const known = watched.get(element)?.state;
  if (known) return known;
  const box = element.getBoundingClientRect();
  return stateOf(box, (!box.width && !box.height) || (box.bottom >= -screen() && box.top <= 2 * screen()));
}

/** Calls `listener` with each report on `element` (the last one at once); returns the call that stops it. */
export function watchNear(element: Element, listener: Listener): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  observer ??= new IntersectionObserver(report, { rootMargin: NEAR_MARGIN });
  let watching = watched.get(element);
  if (!watching) {
    watching = { listeners: new Set() };
    watched.set(element, watching);
    observer.observe(element);
  }
  const entry = watching;
  entry.listeners.add(listener);
  if (entry.state) listener(entry.state);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0 || watched.get(element) !== entry) return;
    watched.delete(element);
    observer?.unobserve(element);
  };
}
