import type { GalleryImage } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';

/** One image: no slider and no navigation (docs/page/work-gallery.md), but it still opens the zoom popup. */
export function SingleImage({ image, onOpen }: { image: GalleryImage; onOpen: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="sf-gallery__zoom" aria-label={t('zoom_open')} onClick={onOpen}>
      <img
        className="sf-gallery__image"
        src={image.src}
        alt={t('image_n_of_m', { n: 1, count: 1 })}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        draggable={false}
      />
    </button>
  );
}
