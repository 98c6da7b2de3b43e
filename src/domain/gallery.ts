// Gallery rules (docs/behaviour.md "Gallery and zoom"): thumbnail sizes, wrap-around, wheel direction,
// thumbnail-strip scrolling.

export const GALLERY = {
  /** Slide navigation runs at most once per this many ms. */
  navThrottleMs: 100,
  /** The slider's transition (0 under prefers-reduced-motion). */
  transitionMs: 200,
  /** After a wheel-driven change, further wheel changes are blocked this long. */
  wheelBlockMs: 250,
  /** The longest side of a thumbnail. */
  thumbMax: 100,
  /** Added when auto-scrolling the thumbnail strip, so the active thumbnail's border shows. */
  thumbScrollOffset: 3,
} as const;

export interface Size {
  width: number;
  height: number;
}

/**
 * The thumbnail's box: the image's aspect ratio with its longer side at most `max` (never enlarged).
 * Without a usable size it is a `max` square (the image is then fitted inside it).
 */
export function thumbSize(width: number | null, height: number | null, max: number = GALLERY.thumbMax): Size {
  if (width === null || height === null || width <= 0 || height <= 0) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** `index` wrapped into 0..count-1: previous from the first is the last, next from the last the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** +1 (next), -1 (previous) or 0 for a wheel event: the larger axis counts, vertical or horizontal. */
export function wheelStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  const delta = Math.abs(deltaX) > Math.abs(deltaY) ? deltaX : deltaY;
  return delta > 0 ? 1 : delta < 0 ? -1 : 0;
}

/**
 * The strip's scrollLeft that brings the active thumbnail into view, plus the offset, or the current
 * scrollLeft when it is already fully visible.
 */
export function thumbScrollLeft(
  strip: { scrollLeft: number; clientWidth: number },
  thumb: { offsetLeft: number; width: number },
  offset: number = GALLERY.thumbScrollOffset,
): number {
  const left = thumb.offsetLeft;
  const right = thumb.offsetLeft + thumb.width;
  if (left < strip.scrollLeft) return Math.max(0, left - offset);
  if (right > strip.scrollLeft + strip.clientWidth) return right - strip.clientWidth + offset;
  return strip.scrollLeft;
}
