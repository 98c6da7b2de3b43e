import { useLayoutEffect, useState, type RefObject } from 'react';
import type { Size } from '../../domain/gallery';

/** The element's client size, measured before paint and again on window resize (the popup is full screen). */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>({ width: window.innerWidth, height: window.innerHeight });
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setSize({ width: el.clientWidth, height: el.clientHeight });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ref]);
  return size;
}
