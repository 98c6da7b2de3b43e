import { useEffect, useEffectEvent, useRef, useState } from 'react';
import Swiper from 'swiper';
import { GALLERY } from '../../domain/gallery';
import type { GalleryImage } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';
import type { GalleryNav } from './use-gallery-nav';

interface Props {
  images: GalleryImage[];
  active: number;
  onActiveChange: (index: number) => void;
  onOpen: () => void;
  nav: GalleryNav;
}

// Swiper's own classes are renamed: every class the bundle adds is sf- prefixed
// (docs/page-contract.md "Loading").
const SWIPER_CLASSES = {
  containerModifierClass: 'sf-swiper-',
  wrapperClass: 'sf-gallery__track',
  slideClass: 'sf-gallery__slide',
  slideActiveClass: 'sf-gallery__slide--active',
  slideNextClass: 'sf-gallery__slide--next',
  slidePrevClass: 'sf-gallery__slide--prev',
  slideVisibleClass: 'sf-gallery__slide--visible',
  slideFullyVisibleClass: 'sf-gallery__slide--full',
  slideBlankClass: 'sf-gallery__slide--blank',
  lazyPreloaderClass: 'sf-gallery__preloader',
  noSwipingClass: 'sf-gallery__no-swipe',
};

export const reducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The main slider: swiper core only (touch swipes and the transition; `rewind` wraps swipes at both ends).
 * Keys, wheel and thumbnails are driven from outside through `active`, so swiper's keyboard and wheel
 * modules (document-wide keys, no wheel wrap) are not needed.
 */
export function MainSlider({ images, active, onActiveChange, onOpen, nav }: Props) {
  const { t } = useI18n();
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const speedRef = useRef<number>(GALLERY.transitionMs);
  const changed = useEffectEvent((index: number) => onActiveChange(index));
  // The slide shown first: swiper starts there, and its image loads eagerly.
  const [initial] = useState(active);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    speedRef.current = reducedMotion() ? 0 : GALLERY.transitionMs;
    const swiper = new Swiper(el, {
      ...SWIPER_CLASSES,
      speed: speedRef.current,
      rewind: true,
      // Past either end the slide follows the finger one to one: with swiper's rubber band (0.85) a drag
      // that lasts over 300 ms (a long swipe: a slow hand, a busy phone) could never pass half a slide
      // there, so it never wrapped.
      resistanceRatio: 1,
      initialSlide: initial,
      // The slides are buttons (they open the zoom): swiping must still start on them.
      noSwipingSelector: 'input, textarea, select',
      on: { slideChange: (s) => changed(s.activeIndex) },
    });
    swiperRef.current = swiper;
    return () => {
      swiperRef.current = null;
      swiper.destroy(true, true);
    };
  }, [initial]);

  useEffect(() => {
    const swiper = swiperRef.current;
    if (swiper && swiper.activeIndex !== active) swiper.slideTo(active, speedRef.current);
  }, [active]);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    el.addEventListener('wheel', nav.wheel, { passive: false });
    return () => el.removeEventListener('wheel', nav.wheel);
  }, [nav]);

  const count = images.length;
  return (
    <div ref={viewportRef} className="sf-gallery__viewport">
      <div className="sf-gallery__track">
        {images.map((image, i) => (
          <div key={i} className="sf-gallery__slide" inert={i !== active}>
            <button
              type="button"
              className="sf-gallery__zoom"
              aria-label={t('zoom_open')}
              // swiper prevents the click that ends a swipe: that one must not open the zoom.
              onClick={(event) => {
                if (event.defaultPrevented) return;
                // swiper's pointerdown handling keeps focus off the button; the popup returns focus here.
                event.currentTarget.focus({ preventScroll: true });
                onOpen();
              }}
            >
              <img
                className="sf-gallery__image"
                src={image.src}
                alt={t('image_n_of_m', { n: i + 1, count })}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                loading={i === initial ? 'eager' : 'lazy'}
                draggable={false}
              />
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
