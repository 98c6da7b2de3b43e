import { useEffect, useState, type RefObject } from 'react';

// One IntersectionObserver for the page, however many cards ask (a page can hold 1000).
let observer: IntersectionObserver | null = null;
const onNear = new WeakMap<Element, () => void>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        onNear.get(entry.target)?.();
        onNear.delete(entry.target);
      }
    },
    // About a screen ahead, so that what scrolls into view has usually loaded already.
    { rootMargin: '100% 0px' },
  );
  return observer;
}

/**
 * What is watched: the element's island, which always has a box. The element itself may have none (the
 * card's community list is `display: contents`, laying its links into the card's grid, and never
 * intersects anything); asking each element's computed style instead forced a style recalculation per
 * card, a cost that grows with the list (see docs/performance.md, History).
 */
function watched(element: Element | null): Element | null {
  return element?.closest('[data-widget]') ?? element;
}

/**
 * True once the element of `ref` has come within about a screen of the viewport; true at once when
 * `defer` is false or the browser has no IntersectionObserver (jsdom).
 */
export function useNearViewport(ref: RefObject<Element | null>, defer: boolean): boolean {
  const [near, setNear] = useState(() => !defer || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = watched(ref.current);
    if (near || !element) return;
    const io = sharedObserver();
    onNear.set(element, () => setNear(true));
    io.observe(element);
    return () => {
      io.unobserve(element);
      onNear.delete(element);
    };
  }, [near, ref]);
  return near;
}
