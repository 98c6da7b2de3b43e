import { useI18n } from '../../i18n/i18n-context';
import type { ShownCoupon, ShownGift } from './gift-coupon-rules';

export interface GiftCouponsProps {
  gift: ShownGift | null;
  coupons: readonly ShownCoupon[];
}

/** The gift under the `gift` label and each coupon by name; server texts are rendered as text, never HTML. */
export function GiftCoupons({ gift, coupons }: GiftCouponsProps) {
  const { t } = useI18n();
  if (!gift && coupons.length === 0) return null;
  return (
    <div className="sf-price-box__extras">
      {gift && (
        <p className="sf-price-box__gift">
          <span className="sf-price-box__gift-label">{t('gift')}</span>
          {gift.endText !== null && <span className="sf-price-box__end">{gift.endText}</span>}
        </p>
      )}
      {coupons.length > 0 && (
        <ul className="sf-price-box__coupons" aria-label={t('with_coupon')}>
          {coupons.map((coupon, i) => (
            <li key={`${i}:${coupon.id}`} className="sf-price-box__coupon">
              <span className="sf-price-box__coupon-name">{coupon.name}</span>
              {coupon.endText !== null && <span className="sf-price-box__end">{coupon.endText}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
