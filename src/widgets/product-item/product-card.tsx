import { adoptStyles } from '../../components/styles/adopt-styles';
import { memo } from 'react';
import { CommunityLinks } from '../../components/community-links/community-links';
import { FavoriteButton } from '../../components/favorite-button/favorite-button';
import { SampleAccess } from '../../components/sample-access/sample-access';
import { usePageConfig } from '../../config/page-config-context';
import { formatYen } from '../../domain/pricing';
import { workPage } from '../../domain/routes';
import { useI18n } from '../../i18n/i18n-context';
import { useAppSelector } from '../../store/hooks';
import { selectProductView } from '../../store/product-selectors';
import { useIsMember } from '../../store/use-member';
import { ActionButton } from './action-button';
import { CouponNotice } from './coupon-notice';
import type { ProductItemLayout } from './definition';
import { RatingTooltip } from './rating-tooltip';
import productItemStyles from './product-item.css?inline';
import cardLayoutStyles from './card-layout.css?inline';

adoptStyles(productItemStyles);
adoptStyles(cardLayoutStyles);

export interface ProductCardProps {
  productId: string;
  layout: ProductItemLayout;
  /** The product has not loaded yet: a skeleton of the final size. */
  loading: boolean;
  /** What decides the action (a member's status and boughts) is on its way: its place is held. */
  actionPending: boolean;
}

/**
 * The product card (docs/page/product-item.md): texts from the server are rendered as text, never as markup.
 */
function ProductCardImpl({ productId, layout, loading, actionPending }: ProductCardProps) {
  const { t, locale } = useI18n();
  const { site } = usePageConfig();
  const member = useIsMember();
  const view = useAppSelector((state) => selectProductView(state, productId, member));
  const { product } = view;
  const className = `sf-product-item sf-product-item--${layout}`;

  // The frame is the size container whose width picks the card's arrangement (card-layout.css).
  if (loading || !product?.loaded) {
    return (
      <div className="sf-product-item-frame">
        <div className={`${className} sf-product-item--loading`} aria-busy="true" />
      </div>
    );
  }

  return (
    <div className="sf-product-item-frame">
      <article className={className} aria-label={product.work_name}>
        <div className="sf-product-item__info">
          <p className="sf-product-item__name" title={product.work_name}>
            {product.work_name}
          </p>
          <p className="sf-product-item__maker" title={product.maker_name}>
            {product.maker_name}
          </p>
          <div className="sf-product-item__price-line">
            <p className="sf-product-item__price">
              {product.price === null ? '' : formatYen(product.price, locale)}
            </p>
            <RatingTooltip rate={product.rate_average} count={product.rate_count} />
          </div>
          <CouponNotice product={product} />
        </div>
        <div className="sf-product-item__actions">
          <ActionButton view={view} product={product} pending={actionPending} />
          <FavoriteButton productId={productId} />
        </div>
        <div className="sf-product-item__links">
          <SampleAccess productId={productId} />
          <a className="sf-product-item__detail" href={workPage(product.site_id || site, productId)}>
            {t('detail')}
          </a>
          <CommunityLinks productId={productId} deferLoad />
        </div>
      </article>
    </div>
  );
}

export const ProductCard = memo(ProductCardImpl);
