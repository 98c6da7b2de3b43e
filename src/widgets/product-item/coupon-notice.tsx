import { memo, useMemo, useState } from 'react';
import { applicableCoupons } from '../../domain/coupons';
import type { Product } from '../../domain/models';
import { useI18n } from '../../i18n/i18n-context';
import { useAppSelector } from '../../store/hooks';
import { selectCoupons } from '../../store/coupon-selectors';

/**
 * docs/behaviour.md "Coupons and gifts": the coupons granted with this work, as text (names are never
 * markup).
 */
function CouponNoticeImpl({ product }: { product: Pick<Product, 'product_id' | 'maker_id'> }) {
  const { t } = useI18n();
  const coupons = useAppSelector(selectCoupons);
  const { product_id, maker_id } = product;
  // The time the card was shown: coupons do not appear or vanish while it stays on screen.
  const [now] = useState(() => Date.now());

  const shown = useMemo(
    () => applicableCoupons(coupons, { product_id, maker_id }, now),
    [coupons, product_id, maker_id, now],
  );
  if (shown.length === 0) return null;

  return (
    <div className="sf-product-item__coupon">
      <span className="sf-product-item__coupon-badge">{t('with_coupon')}</span>
      <ul className="sf-product-item__coupon-list">
        {shown.map((coupon, i) => (
          <CouponLine
            key={`${i}:${coupon.coupon_id}`}
            text={t('with_coupon_description', { coupon_name: coupon.coupon_name })}
          />
        ))}
      </ul>
    </div>
  );
}

/** One coupon's sentence, clamped to two lines in the card; the full text stays in the page and its title. */
function CouponLine({ text }: { text: string }) {
  return <li title={text}>{text}</li>;
}

export const CouponNotice = memo(CouponNoticeImpl);
