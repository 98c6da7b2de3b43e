import { galleryImages } from '../../domain/gallery-images';
import type { GalleryImage } from '../../domain/models';
import { defineWidget } from '../../widget-api/widget-definition';

export interface WorkGalleryProps {
  images: GalleryImage[];
}

/**
 * `work-gallery` (docs/page/work-gallery.md): one server-rendered element per image, in order, with
 * `data-src` (required), `data-width`, `data-height`, `data-thumb`, `data-thumb-width`, `data-thumb-height`.
 * Elements without a safe URL are skipped; a gallery of none renders nothing (a work may have no images).
 */
export const workGalleryWidget = defineWidget<WorkGalleryProps>({
  load: () => import('./work-gallery'),
  parse: (_data, element) => {
    const children = Array.from(element.querySelectorAll<HTMLElement>('[data-src]'), (child) => ({
      ...child.dataset,
    }));
    return { ok: true, props: { images: galleryImages(children) } };
  },
  mayBeEmpty: true,
});
