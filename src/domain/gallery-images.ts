import type { GalleryImage } from './models';
import { safeUrl } from './routes';

/**
 * The data attributes a gallery child is read from (docs/page/work-gallery.md "Server children"), as
 * `element.dataset` names them.
 */
export type GalleryChildAttribute = 'src' | 'width' | 'height' | 'thumb' | 'thumbWidth' | 'thumbHeight';

/** The data attributes of one gallery child, as `element.dataset` holds them. */
export type GalleryAttributes = Readonly<Partial<Record<GalleryChildAttribute, string>>>;

/** A positive pixel size, or null when absent or not a number (docs/behaviour.md "Gallery and zoom"). */
function size(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** One gallery image from a child's data attributes; null without a safe http(s) or relative `data-src`. */
export function galleryImage(attrs: GalleryAttributes): GalleryImage | null {
  const src = safeUrl(attrs.src);
  if (src === null || src === '') return null;
  const thumb = safeUrl(attrs.thumb);
  const hasThumb = thumb !== null && thumb !== '';
  return {
    src,
    width: size(attrs.width),
    height: size(attrs.height),
    // The thumbnail falls back to the main src (and then to the main image's size).
    thumb: hasThumb
      ? { src: thumb, width: size(attrs.thumbWidth), height: size(attrs.thumbHeight) }
      : { src, width: size(attrs.width), height: size(attrs.height) },
  };
}

/** The images of a list of children in order, skipping the unusable ones. */
export function galleryImages(children: readonly GalleryAttributes[]): GalleryImage[] {
  return children.map(galleryImage).filter((image): image is GalleryImage => image !== null);
}
