// Islands rendered far from the viewport are committed with their rendering skipped: `content-visibility:
// auto` with their present size as `contain-intrinsic-size`. A frame then lays out and paints the islands
// near the viewport only, not every island rendered so far: on a page whose cells are not contained, each
// frame laid out the whole list, so the frames grew with the page and the queue had to choose between long
// tasks and a mount time that grew with the square of the islands (docs/performance.md "A long list: the
// jump and thousands of cards"). The browser renders a skipped island as it nears the viewport, and
// find-in-page and assistive technology still reach its content; the properties come off as the island
// nears. They are not taken off the others once the list is in: each island put back costs a frame its
// layout, and on a mid-tier phone those frames (60-90 ms each, several seconds of them on 1000 cards) kept
// a tap waiting (docs/performance.md "A tap while a list fills in").

export interface Size {
  width: number;
  height: number;
}

/**
 * The islands whose rendering is skipped, each with the inline `contain-intrinsic-size` it had before and
 * what runs once the skipping is off.
 */
const skipped = new Map<HTMLElement, { intrinsic: string; restored?: () => void }>();

const supported = (): boolean =>
  typeof CSS !== 'undefined' &&
  typeof CSS.supports === 'function' &&
  CSS.supports('content-visibility', 'auto');

/**
 * Whether the browser says when a skipped island nears the viewport (`contentvisibilityautostatechange`):
 * then the island takes its properties off by itself, and needs no watching by the render queue.
 */
export const announcesNearing = (): boolean =>
  typeof HTMLElement !== 'undefined' && 'oncontentvisibilityautostatechange' in HTMLElement.prototype;

/**
 * Skips the rendering of `element` while it is away from the viewport, keeping `size` (its border box as
 * last laid out) as its size until the browser lays its content out. Leaves alone an island whose host set
 * `content-visibility` inline. Returns whether it skipped it.
 */
export function skipWhileFar(element: HTMLElement, size: Size, restored?: () => void): boolean {
  if (skipped.has(element) || !supported()) return false;
  const style = element.style;
  if (style.getPropertyValue('content-visibility')) return false;
  skipped.set(element, { intrinsic: style.getPropertyValue('contain-intrinsic-size'), restored });
  // `auto`: once the browser has laid the island out, its last size stands in for it when skipped again.
  style.setProperty('contain-intrinsic-size', `auto ${size.width}px auto ${size.height}px`);
  style.setProperty('content-visibility', 'auto');
  if (announcesNearing()) element.addEventListener('contentvisibilityautostatechange', onStateChange);
  return true;
}

function onStateChange(event: Event) {
  if (!(event as Event & { skipped: boolean }).skipped) restoreRendering(event.currentTarget as HTMLElement);
}

/** Puts back what skipWhileFar changed (the island nears, or leaves the page). */
export function restoreRendering(element: HTMLElement): void {
  const before = skipped.get(element);
  if (!before) return;
  skipped.delete(element);
  const { intrinsic } = before;
  element.removeEventListener('contentvisibilityautostatechange', onStateChange);
  const style = element.style;
  style.removeProperty('content-visibility');
  if (intrinsic) style.setProperty('contain-intrinsic-size', intrinsic);
  else style.removeProperty('contain-intrinsic-size');
  if (!element.getAttribute('style')) element.removeAttribute('style');
  before.restored?.();
}
