import '../../i18n/labels/cards';
import '../../i18n/labels/gallery';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useIsland } from '../../islands/island-context';
import { useI18n } from '../../i18n/i18n-context';
import type { WorkGalleryProps } from './definition';
import { MainSlider } from './main-slider';
import { SingleImage } from './single-image';
import { ThumbStrip } from './thumb-strip';
import { arrowStep, keyIsTaken, useGalleryNav } from './use-gallery-nav';
import { useServerChildrenHidden } from '../../components/server-children/use-server-children';
import { ZoomPopup } from './zoom-popup';
import workGalleryStyles from './work-gallery.css?inline';

adoptStyles(workGalleryStyles);

/** The stage keeps the first image's aspect ratio, as the server-rendered first image did (no layout shift). */
const FALLBACK_RATIO = '4 / 3';

/**
 * `work-gallery` (docs/page/work-gallery.md, docs/behaviour.md "Gallery and zoom"): slider, thumbnail strip
 * and zoom popup over one active index.
 */
export default function WorkGallery({ images }: WorkGalleryProps) {
  const { t } = useI18n();
  const { element } = useIsland();
  const rootRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const count = images.length;
  const nav = useGalleryNav(count, setActive);
  useServerChildrenHidden(element, count > 0);

  // Left/Right move the slider while the page (or the gallery) has focus and the gallery is on screen.
  useEffect(() => {
    if (count < 2 || zoomOpen) return;
    const onKey = (event: KeyboardEvent) => {
      const direction = arrowStep(event);
      if (direction === 0 || event.defaultPrevented || keyIsTaken(event.target)) return;
      const root = rootRef.current;
      const target = event.target instanceof Node ? event.target : null;
      const pageFocused = target === document.body || target === document.documentElement || target === null;
      if (!root || !(pageFocused || root.contains(target)) || !onScreen(root)) return;
      event.preventDefault();
      nav.step(direction);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count, zoomOpen, nav]);

  // Closing the popup focuses the active image's button: the opener may be an inert slide by then.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (zoomOpen) wasOpen.current = true;
    if (zoomOpen || !wasOpen.current) return;
    wasOpen.current = false;
    const buttons = rootRef.current?.querySelectorAll<HTMLElement>('.sf-gallery__zoom');
    buttons?.[active]?.focus({ preventScroll: true });
  }, [zoomOpen, active]);

  const open = useCallback(() => setZoomOpen(true), []);
  const close = useCallback(() => setZoomOpen(false), []);
  const first = images[0];
  if (!first) return null;

  const stage = {
    aspectRatio: first.width && first.height ? `${first.width} / ${first.height}` : FALLBACK_RATIO,
  } as CSSProperties;
  return (
    <div ref={rootRef} className="sf-gallery" role="region" aria-label={t('gallery')}>
      <div className="sf-gallery__stage" style={stage}>
        {count === 1 ? (
          <SingleImage image={first} onOpen={open} />
        ) : (
          <>
            <MainSlider images={images} active={active} onActiveChange={setActive} onOpen={open} nav={nav} />
            <button
              type="button"
              className="sf-gallery__nav sf-gallery__nav--prev"
              aria-label={t('previous_image')}
              onClick={() => nav.step(-1)}
            />
            <button
              type="button"
              className="sf-gallery__nav sf-gallery__nav--next"
              aria-label={t('next_image')}
              onClick={() => nav.step(1)}
            />
          </>
        )}
      </div>
      {count > 1 && <ThumbStrip images={images} active={active} onSelect={setActive} />}
      {zoomOpen && <ZoomPopup island={rootRef} images={images} active={active} nav={nav} onClose={close} />}
    </div>
  );
}

function onScreen(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}
