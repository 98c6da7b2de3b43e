import { useLayoutEffect, useRef } from 'react';
import { thumbScrollLeft, thumbSize } from '../../domain/gallery';
import type { GalleryImage } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';

interface Props {
  images: GalleryImage[];
  active: number;
  onSelect: (index: number) => void;
}

/**
 * The thumbnail buttons in image order; the strip scrolls to keep the active one in view
 * (docs/behaviour.md "Gallery and zoom").
 */
export function ThumbStrip({ images, active, onSelect }: Props) {
  const { t } = useI18n();
  const stripRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const strip = stripRef.current;
    const thumb = strip?.children[active];
    if (!strip || !(thumb instanceof HTMLElement)) return;
    // offsetLeft is relative to the strip: it is the thumbnails' offset parent (position: relative).
    const left = thumbScrollLeft(strip, { offsetLeft: thumb.offsetLeft, width: thumb.offsetWidth });
    if (left !== strip.scrollLeft) strip.scrollLeft = left;
  }, [active]);

  const count = images.length;
  return (
    <div ref={stripRef} className="sf-gallery__thumbs" role="group" aria-label={t('thumbnails')}>
      {images.map((image, i) => {
        const size = thumbSize(image.thumb.width, image.thumb.height);
        return (
          <button
            key={i}
            type="button"
            className="sf-gallery__thumb"
            aria-current={i === active ? 'true' : undefined}
            onClick={() => onSelect(i)}
          >
            <img
              src={image.thumb.src}
              alt={t('image_n_of_m', { n: i + 1, count })}
              width={size.width}
              height={size.height}
              loading="lazy"
              draggable={false}
            />
          </button>
        );
      })}
    </div>
  );
}
