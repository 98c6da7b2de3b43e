// Where the islands waiting to render are: one IntersectionObserver for the render queue, its margin one
// screen above and below the viewport (the queue's "near"). An observer reports changes only, a task after
// the frame that made them, and costs the page no layout of its own.

/** How far outside the viewport an island still counts as near: one screen height. */
export const NEAR_MARGIN = '100% 0px';

export interface ViewportChange {
  element: Element;
  /** Within a screen of the viewport. */
  near: boolean;
  /** In the viewport itself: rendered before the near islands around it. */
  onScreen: boolean;
}

export interface ViewportWatch {
  observe(element: Element): void;
  unobserve(element: Element): void;
  /** Whether `element` was near at the observer's last report; undefined before its first. */
  isNear(element: Element): boolean | undefined;
  /** The size of `element`'s box at the observer's last report; undefined before its first. */
  size(element: Element): { width: number; height: number } | undefined;
  disconnect(): void;
}

/** Null where the browser has no IntersectionObserver (jsdom). */
export function createViewportWatch(onChange: (changes: ViewportChange[]) => void): ViewportWatch | null {
  if (typeof IntersectionObserver === 'undefined') return null;
  const near = new WeakMap<Element, boolean>();
  const sizes = new WeakMap<Element, { width: number; height: number }>();
  const observer = new IntersectionObserver(
    (entries) => {
      const changes: ViewportChange[] = [];
      for (const entry of entries) {
        const { width, height } = entry.boundingClientRect;
        sizes.set(entry.target, { width, height });
        const isNear = entry.isIntersecting;
        if (near.get(entry.target) === isNear) continue;
        near.set(entry.target, isNear);
        const box = entry.boundingClientRect;
        const onScreen = isNear && box.bottom > 0 && box.top < window.innerHeight;
        changes.push({ element: entry.target, near: isNear, onScreen });
      }
      if (changes.length > 0) onChange(changes);
    },
    { rootMargin: NEAR_MARGIN },
  );
  return {
    observe: (element) => observer.observe(element),
    unobserve: (element) => {
      observer.unobserve(element);
      near.delete(element);
      sizes.delete(element);
    },
    isNear: (element) => near.get(element),
    size: (element) => sizes.get(element),
    disconnect: () => observer.disconnect(),
  };
}
