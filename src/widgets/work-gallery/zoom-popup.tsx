import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import Cookies from 'js-cookie';
import { writeCookie } from '../../api/cookie-writer';
import type { Size } from '../../domain/gallery';
import type { GalleryImage } from '../../domain/models';
import { inheritTheme } from '../../components/styles/inherit-theme';
import { isLarger, ZOOM_COOKIE, ZOOM_COOKIE_DAYS, zoomLayout } from '../../domain/zoom';
import { useI18n } from '../../i18n/i18n-context';
import { arrowStep, type GalleryNav } from './use-gallery-nav';
import { useElementSize } from './use-element-size';
import { useModalFocus } from './use-modal-focus';

interface Props {
  /** The gallery: the popup sits in the body, and takes the theme of the island it belongs to. */
  island: RefObject<Element | null>;
  images: GalleryImage[];
  active: number;
  nav: GalleryNav;
  onClose: () => void;
}

const knownSize = (image: GalleryImage): Size | null =>
  image.width !== null && image.height !== null ? { width: image.width, height: image.height } : null;

/**
 * The full-screen zoom popup (docs/behaviour.md "Gallery and zoom"): the active image fitted, or at actual
 * size when it is larger than the screen and the preference or the one-off toggle asks; at actual size it
 * pans with the mouse.
 */
export function ZoomPopup({ island, images, active, nav, onClose }: Props) {
  const { t } = useI18n();
  const dialogRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(dialogRef);
  const container = useElementSize(stageRef);
  const [alwaysActual, setAlwaysActual] = useState(() => Cookies.get(ZOOM_COOKIE) === '1');
  // The one-off toggle and the loaded size belong to one image.
  const [toggle, setToggle] = useState({ index: active, on: false });
  const [natural, setNatural] = useState<{ src: string; size: Size } | null>(null);
  const [mouse, setMouse] = useState<{ x: number; y: number } | null>(null);
  const image = images[active];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      const direction = arrowStep(event);
      if (direction === 0 || images.length < 2) return;
      event.preventDefault();
      nav.step(direction);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [images.length, nav, onClose]);

  useLayoutEffect(() => {
    if (dialogRef.current && island.current) inheritTheme(dialogRef.current, island.current);
  }, [island]);

  useEffect(() => {
    const el = dialogRef.current;
    if (!el) return;
    el.addEventListener('wheel', nav.wheel, { passive: false });
    return () => el.removeEventListener('wheel', nav.wheel);
  }, [nav]);

  // A new image starts over from the default (React's "adjust state while rendering" pattern).
  if (toggle.index !== active) setToggle({ index: active, on: false });
  if (!image) return null;
  const toggled = toggle.index === active && toggle.on;
  const size = natural?.src === image.src ? natural.size : knownSize(image);
  const layout = size ? zoomLayout(size, container, { alwaysActual, toggled, mouse }) : null;
  const mode = layout?.mode ?? 'fit';
  const style = layout
    ? { width: layout.width, height: layout.height, left: layout.left, top: layout.top }
    : undefined;
  const zoomable = size !== null && isLarger(size, container);

  const changePreference = (on: boolean) => {
    setAlwaysActual(on);
    setToggle({ index: active, on: false });
    writeCookie(ZOOM_COOKIE, on ? '1' : '0', ZOOM_COOKIE_DAYS);
  };

  return createPortal(
    <div
      ref={dialogRef}
      className="sf-zoom"
      role="dialog"
      aria-modal="true"
      aria-label={t('gallery')}
      data-mode={mode}
      onKeyDown={onKeyDown}
    >
      <div
        ref={stageRef}
        className="sf-zoom__stage"
        onMouseMove={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          setMouse({ x: event.clientX - box.left, y: event.clientY - box.top });
        }}
      >
        <img
          key={image.src}
          className={`sf-zoom__image${zoomable ? ` sf-zoom__image--${mode}` : ''}`}
          src={image.src}
          alt={t('image_n_of_m', { n: active + 1, count: images.length })}
          style={style}
          draggable={false}
          onLoad={(event) => {
            const img = event.currentTarget;
            if (img.naturalWidth > 0 && img.naturalHeight > 0)
              setNatural({ src: image.src, size: { width: img.naturalWidth, height: img.naturalHeight } });
          }}
          onClick={() => {
            if (zoomable) setToggle({ index: active, on: !toggled });
          }}
        />
      </div>
      <div className="sf-zoom__bar">
        <span className="sf-zoom__count">{t('zoom_count', { count: images.length })}</span>
        <span className="sf-zoom__help">{t('zoom_help')}</span>
        <label className="sf-zoom__always">
          <input
            type="checkbox"
            checked={alwaysActual}
            onChange={(e) => changePreference(e.target.checked)}
          />
          {t('zoom_always_full')}
        </label>
        <button type="button" className="sf-control sf-control--secondary sf-zoom__close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
