import { adoptStyles } from '../../components/styles/adopt-styles';
import { memo } from 'react';
import { FavoriteButton } from '../../components/favorite-button/favorite-button';
import { useAppSelector } from '../../store/hooks';
import { selectProductView } from '../../store/product-selectors';
import { useIsMember } from '../../store/use-member';
import { ActionButton } from './action-button';
import { CouponNotice } from './coupon-notice';
import productItemStyles from './product-item.css?inline';
import cardLayoutStyles from './card-layout.css?inline';

adoptStyles(productItemStyles);
adoptStyles(cardLayoutStyles);

export interface ProductActionsProps {
  productId: string;
  /** What decides the action (a member's status and boughts) is on its way: its place is held. */
  actionPending: boolean;
}

/**
 * `data-render="actions"` (docs/page/product-item.md): the card's actions alone, for a page that renders the
 * work's title, maker, price and rating itself. A group named by the work, as the card's article is.
 */
function ProductActionsImpl({ productId, actionPending }: ProductActionsProps) {
  const member = useIsMember();
  const view = useAppSelector((state) => selectProductView(state, productId, member));
  const { product } = view;
  if (!product?.loaded) return null;
  return (
    <div className="sf-product-item-actions" role="group" aria-label={product.work_name}>
      <div className="sf-product-item__actions">
        <ActionButton view={view} product={product} pending={actionPending} />
        <FavoriteButton productId={productId} />
      </div>
      <CouponNotice product={product} />
    </div>
  );
}

export const ProductActions = memo(ProductActionsImpl);
