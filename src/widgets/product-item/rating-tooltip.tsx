import { memo, useId, useState } from 'react';
import { formatNumber } from '../../domain/pricing';
import { formatRating } from '../../domain/rating';
import { useI18n } from '../../i18n/i18n-context';

export interface RatingTooltipProps {
  rate: number;
  count: number;
}

/** The rating (evaluation) tooltip: a button described by the tooltip, shown on hover and focus. */
function RatingTooltipImpl({ rate, count }: RatingTooltipProps) {
  const { t } = useI18n();
  const tooltipId = useId();
  const [shown, setShown] = useState(false);
  if (count <= 0) return null;

  return (
    <span
      className="sf-product-item__rating"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
    >
      <button
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
      <span id={tooltipId} role="tooltip" className="sf-product-item__tooltip" hidden={!shown}>
        {t('rating_value', { rate: formatRating(rate), count: formatNumber(count) })}
      </span>
    </span>
  );
}

export const RatingTooltip = memo(RatingTooltipImpl);
