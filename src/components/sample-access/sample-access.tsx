import { adoptStyles } from '../styles/adopt-styles';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { showInTopLayer } from '../popup/anchor-popup';
import { safeUrl } from '../../domain/routes';
import type { SampleImage } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { sampleSetIndex } from '../../store/samples-slice';
import { selectSampleDemoUrl, selectSampleThumbs } from '../../store/sample-selectors';
import sampleAccessStyles from './sample-access.css?inline';

adoptStyles(sampleAccessStyles);

export interface SampleAccessProps {
  productId: string;
}

const EMPTY: SampleImage[] = [];

/**
 * Sample and demo access of a product card (docs/behaviour.md "Product info and samples"): a `sample` button
 * when the work has sample images (it opens a dialog listing them) and a `demo` link when it has a demo.
 * Renders nothing otherwise.
 */
export function SampleAccess({ productId }: SampleAccessProps) {
  const { t } = useI18n();
  const dispatch = useAppDispatch();
  const thumbs = useAppSelector((state) => selectSampleThumbs(state, productId)) ?? EMPTY;
  const demoUrl = safeUrl(useAppSelector((state) => selectSampleDemoUrl(state, productId)));
  const images = thumbs.filter((image) => safeUrl(image.src) !== null);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  if (images.length === 0 && demoUrl === null) return null;

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="sf-sample-access">
      {images.length > 0 && (
        <button
          ref={buttonRef}
          type="button"
          className="sf-control sf-control--secondary sf-sample-access__button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            dispatch(sampleSetIndex(0));
            setOpen(true);
          }}
        >
          {t('sample')}
        </button>
      )}
      {demoUrl !== null && (
        <a className="sf-sample-access__demo" href={demoUrl}>
          {t('demo')}
        </a>
      )}
      {open && <SampleDialog images={images} onClose={close} />}
    </div>
  );
}

function SampleDialog({ images, onClose }: { images: SampleImage[]; onClose: () => void }) {
  const { t } = useI18n();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  // Over the whole screen before its first paint: inside a card, `position: fixed` stops at the card's box
  // (its frame is a size container).
  useLayoutEffect(() => {
    if (backdropRef.current) showInTopLayer(backdropRef.current);
  }, []);

  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  });

  useEffect(() => {
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => onEscape(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div
      ref={backdropRef}
      className="sf-sample-access__backdrop"
      data-testid="sample-backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="sf-sample-access__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="sf-sample-access__header">
          <h2 id={titleId} className="sf-sample-access__title">
            {t('sample')}
          </h2>
          <button
            type="button"
            className="sf-control sf-control--quiet sf-sample-access__close"
            onClick={onClose}
          >
            {t('close')}
          </button>
        </div>
        <ul className="sf-sample-access__list">
          {images.map((image, i) => {
            const src = safeUrl(image.src);
            return src === null ? null : (
              <li key={`${i}:${src}`} className="sf-sample-access__item">
                <img
                  src={src}
                  alt={`${t('sample')} ${i + 1}`}
                  loading="lazy"
                  {...(image.width !== null ? { width: image.width } : {})}
                  {...(image.height !== null ? { height: image.height } : {})}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
