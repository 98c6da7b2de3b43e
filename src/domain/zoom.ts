// Zoom popup rules (docs/behaviour.md "Gallery and zoom"): fit or actual size, and the pan offset at actual
// size.
import type { Size } from './gallery';

/** docs/behaviour.md "Cookies": '1' shows actual size by default, '0' fits; kept 365 days. */
export const ZOOM_COOKIE = 'dlpopup-zoom';
export const ZOOM_COOKIE_DAYS = 365;
/** At actual size, the mouse reaches each edge of the image this far inside the container's edge. */
export const PAN_MARGIN = 50;

export type ZoomMode = 'fit' | 'actual';

export function isLarger(image: Size, container: Size): boolean {
  return image.width > container.width || image.height > container.height;
}

/**
 * Actual size only for an image larger than its container; then the preference picks the default and
 * the one-off toggle flips it.
 */
export function zoomMode(image: Size, container: Size, alwaysActual: boolean, toggled: boolean): ZoomMode {
  if (!isLarger(image, container)) return 'fit';
  return alwaysActual !== toggled ? 'actual' : 'fit';
}

/** The image scaled to fit inside the container, never enlarged. */
export function fitSize(image: Size, container: Size): Size {
  if (image.width <= 0 || image.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, container.width / image.width, container.height / image.height);
  return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
}

/**
 * The image's offset on one axis (its left or top inside the container). An image that fits is centred.
 * A larger one follows the mouse: at `margin` from the near edge its near edge shows, at `margin` from the
 * far edge its far edge shows, linearly in between.
 */
export function panOffset(
  mouse: number,
  container: number,
  image: number,
  margin: number = PAN_MARGIN,
): number {
  if (image <= container) return Math.round((container - image) / 2);
  const span = container - 2 * margin;
  const t = span > 0 ? Math.min(1, Math.max(0, (mouse - margin) / span)) : 0.5;
  return 0 - Math.round(t * (image - container));
}

export interface ZoomLayout extends Size {
  mode: ZoomMode;
  left: number;
  top: number;
}

/** Where the popup draws the image: fitted and centred, or at actual size panned to the mouse. */
export function zoomLayout(
  image: Size,
  container: Size,
  options: { alwaysActual: boolean; toggled: boolean; mouse: { x: number; y: number } | null },
): ZoomLayout {
  const mode = zoomMode(image, container, options.alwaysActual, options.toggled);
  if (mode === 'fit') {
    const size = fitSize(image, container);
    return {
      mode,
      ...size,
      left: Math.round((container.width - size.width) / 2),
      top: Math.round((container.height - size.height) / 2),
    };
  }
  const at = options.mouse ?? { x: container.width / 2, y: container.height / 2 };
  return {
    mode,
    ...image,
    left: panOffset(at.x, container.width, image.width),
    top: panOffset(at.y, container.height, image.height),
  };
}
