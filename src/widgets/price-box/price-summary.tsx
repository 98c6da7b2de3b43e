import { formatDiscount, formatEur, formatPoints, formatUsd, formatYen } from '../../domain/pricing';
import type { PriceResult } from '../../domain/price-result';
import { useI18n } from '../../i18n/i18n-context';

export interface PriceSummaryProps {
  price: PriceResult;
}

/**
 * docs/behaviour.md "Prices, discounts and points": the final price, the discount off the struck official
 * price, points and the shown rate.
 */
export function PriceSummary({ price }: PriceSummaryProps) {
  const { t, locale, lang } = useI18n();
  return (
    <div className="sf-price-box__prices">
      {price.discountRate > 0 && (
        <p className="sf-price-box__discount-line">
          <span
            className="sf-price-box__discount"
            aria-label={`${t('discount')} ${formatDiscount(price.discountRate)}`}
          >
            {formatDiscount(price.discountRate)}
          </span>{' '}
          <del className="sf-price-box__official">{formatYen(price.basePrice, locale)}</del>
        </p>
      )}
      <p className="sf-price-box__final">{formatYen(price.finalPrice, locale)}</p>
      {lang === 'en' && (price.finalUsd !== null || price.finalEur !== null) && (
        <p className="sf-price-box__foreign">
          {price.finalUsd !== null && <span className="sf-price-box__usd">{formatUsd(price.finalUsd)}</span>}
          {price.finalUsd !== null && price.finalEur !== null && ' '}
          {price.finalEur !== null && <span className="sf-price-box__eur">{formatEur(price.finalEur)}</span>}
        </p>
      )}
      {price.points !== null && (
        <p className="sf-price-box__points">
          <span className="sf-price-box__points-label">{t('points')}</span>{' '}
          <span className="sf-price-box__points-value">{formatPoints(price.points)}</span>{' '}
          <span className="sf-price-box__point-rate">({price.shownPointRate}%)</span>
        </p>
      )}
    </div>
  );
}
