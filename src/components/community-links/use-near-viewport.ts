import { useEffect, useState, type RefObject } from 'react';
import { watchNear } from '../../islands/near';

/**
 * True once the element of `ref` has come within a screen of the viewport (src/islands/near.ts); true at
 * once when `defer` is false or the browser has no IntersectionObserver (jsdom). What is watched is the
 * element's island, which always has a box (the card's community list is `display: contents`).
 */
export function useNearViewport(ref: RefObject<Element | null>, defer: boolean): boolean {
  const [near, setNear] = useState(() => !defer || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current?.closest('[data-widget]') ?? ref.current;
    if (near || !element) return;
    return watchNear(element, (state) => state.near && setNear(true));
  }, [near, ref]);
  return near;
}
