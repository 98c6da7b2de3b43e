import { useCallback, useEffect, useRef } from 'react';

/** Spec 9: row fades last 300 ms, with a 200 ms delay before the replacement row appears. */
export const ROW_FADE_MS = 300;
export const ROW_SWAP_DELAY_MS = 200;

/** On the island element: its server-rendered children fade (CSS transition) and then leave the layout. */
export const ROW_CLASS = 'sf-favorite-item-row';
export const ROW_LEAVING_CLASS = 'sf-favorite-item-row--leaving';
export const ROW_HIDDEN_CLASS = 'sf-favorite-item-row--hidden';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Fades the island's own row (the server-rendered children, not the widget's notice) out, then calls
 * `then` once it is hidden and the delay has passed. With reduced motion it swaps at once.
 */
export function useRowFade(element: HTMLElement) {
  const timers = useRef<number[]>([]);

  useEffect(() => {
    element.classList.add(ROW_CLASS);
    const pending = timers.current;
    return () => {
      pending.forEach((id) => window.clearTimeout(id));
      pending.length = 0;
      element.classList.remove(ROW_CLASS, ROW_LEAVING_CLASS, ROW_HIDDEN_CLASS);
    };
  }, [element]);

  const later = useCallback((ms: number, run: () => void) => {
    const id = window.setTimeout(() => {
      timers.current = timers.current.filter((t) => t !== id);
      run();
    }, ms);
    timers.current.push(id);
  }, []);

  const hideRow = useCallback(
    (then: () => void) => {
      element.classList.add(ROW_LEAVING_CLASS);
      if (prefersReducedMotion()) {
        element.classList.add(ROW_HIDDEN_CLASS);
        then();
        return;
      }
      later(ROW_FADE_MS, () => {
        element.classList.add(ROW_HIDDEN_CLASS);
        later(ROW_SWAP_DELAY_MS, then);
      });
    },
    [element, later],
  );

  const showRow = useCallback(() => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
    element.classList.remove(ROW_LEAVING_CLASS, ROW_HIDDEN_CLASS);
  }, [element]);

  return { hideRow, showRow };
}
