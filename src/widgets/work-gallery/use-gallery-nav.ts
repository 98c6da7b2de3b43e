import { useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import { GALLERY, wheelStep, wrapIndex } from '../../domain/gallery';
import { throttle } from '../../domain/throttle';

export interface GalleryNav {
  /** Previous (-1) or next (+1), wrapping; at most once per 100 ms. */
  step: (direction: -1 | 1) => void;
  /** A wheel event: either axis; after a wheel-driven change further ones are blocked for 250 ms. */
  wheel: (event: WheelEvent) => void;
}

/**
 * Navigation shared by the slider and the zoom popup, so both move the one active index
 * (docs/behaviour.md "Gallery and zoom").
 */
export function useGalleryNav(count: number, setActive: Dispatch<SetStateAction<number>>): GalleryNav {
  const blockedUntil = useRef(0);
  const nav = useMemo(() => {
    const step = throttle((direction: -1 | 1) => {
      setActive((index) => wrapIndex(index + direction, count));
    }, GALLERY.navThrottleMs);
    const wheel = (event: WheelEvent) => {
      const direction = wheelStep(event.deltaX, event.deltaY);
      if (direction === 0 || count < 2) return;
      // The wheel belongs to the gallery here: the page must not scroll under it.
      event.preventDefault();
      const now = performance.now();
      if (now < blockedUntil.current) return;
      blockedUntil.current = now + GALLERY.wheelBlockMs;
      step(direction);
    };
    return { step, wheel };
  }, [count, setActive]);
  useEffect(() => () => nav.step.cancel(), [nav]);
  return nav;
}

/** True where Left/Right already mean something else (text fields, sliders, radio groups, menus). */
export function keyIsTaken(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return (
    target.closest(
      'input, textarea, select, [role="radiogroup"], [role="menu"], [role="listbox"], [role="slider"], [role="tablist"]',
    ) !== null
  );
}

/** Left/Right as a previous/next direction, or 0 for any other key or a modified one. */
export function arrowStep(event: KeyboardEvent): -1 | 0 | 1 {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  return event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
}
