import { useEffect, useLayoutEffect } from 'react';
import type { ItemView } from './item-view';

/**
 * docs/behaviour.md "Favourite items": row fades last 300 ms, with a 200 ms delay before the replacement row
 * appears.
 */
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
 * The island's own row (the server-rendered children, not the widget's notice) follows the item's view:
 * when the view turns to `leaving` it fades out, and `onFaded` is called once it is hidden and the delay
 * has passed (at once with reduced motion); back to `row`, it shows again.
 */
export function useRowFade(element: HTMLElement, kind: ItemView['kind'], onFaded: () => void): void {
  useEffect(() => {
    element.classList.add(ROW_CLASS);
    return () => element.classList.remove(ROW_CLASS, ROW_LEAVING_CLASS, ROW_HIDDEN_CLASS);
  }, [element]);

  useLayoutEffect(() => {
    const { classList } = element;
    if (kind === 'row') classList.remove(ROW_LEAVING_CLASS, ROW_HIDDEN_CLASS);
    if (kind !== 'leaving') return;
    classList.add(ROW_LEAVING_CLASS);
    const hide = () => classList.add(ROW_HIDDEN_CLASS);
    if (prefersReducedMotion()) {
      hide();
      onFaded();
      return;
    }
    let timer = window.setTimeout(() => {
      hide();
      timer = window.setTimeout(onFaded, ROW_SWAP_DELAY_MS);
    }, ROW_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [element, kind, onFaded]);
}
