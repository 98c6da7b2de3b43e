import { memo, useEffect, useId, useRef, useState } from 'react';
import { anchorPopup } from '../../components/popup/anchor-popup';
import { formatNumber } from '../../domain/pricing';
import { formatRating } from '../../domain/rating';
import { useI18n } from '../../i18n/i18n-context';

export interface RatingTooltipProps {
  /** null when the answer does not give them: no rating is shown. */
  rate: number | null;
  count: number | null;
}

/** The rating (evaluation) tooltip: a button described by the tooltip, shown on hover and focus. */
function RatingTooltipImpl({ rate, count }: RatingTooltipProps) {
  const { t } = useI18n();
  const tooltipId = useId();
  const [shown, setShown] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const tooltipRef = useRef<HTMLSpanElement>(null);

  // Above the button, kept on screen at either edge.
  useEffect(() => {
    const button = buttonRef.current;
    const tooltip = tooltipRef.current;
    if (!shown || button === null || tooltip === null) return;
    return anchorPopup(button, tooltip, 'top-start');
  }, [shown]);

  if (rate === null || count === null || count <= 0) return null;

  return (
    <span
      className="sf-product-item__rating"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className="sf-product-item__rating-button"
        aria-describedby={tooltipId}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setShown(false);
        }}
      >
        {t('rating')} {formatRating(rate)}
      </button>
      <span
        ref={tooltipRef}
        id={tooltipId}
        role="tooltip"
        className="sf-product-item__tooltip"
        hidden={!shown}
      >
        {t('rating_value', { rate: formatRating(rate), count: formatNumber(count) })}
      </span>
    </span>
  );
}

export const RatingTooltip = memo(RatingTooltipImpl);
