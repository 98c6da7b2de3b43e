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
 * The element itself, or its nearest ancestor with a box: an element with `display: contents` (the card's
 * community list lays its links into the card's grid that way) never intersects anything.
 */
function boxed(element: Element | null): Element | null {
  let current = element;
  while (current && getComputedStyle(current).display === 'contents') current = current.parentElement;
  return current;
}

/**
 * True once the element of `ref` has come within about a screen of the viewport; true at once when
 * `defer` is false or the browser has no IntersectionObserver (jsdom).
 */
export function useNearViewport(ref: RefObject<Element | null>, defer: boolean): boolean {
  const [near, setNear] = useState(() => !defer || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = boxed(ref.current);
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
