import { adoptStyles } from '../../components/styles/adopt-styles';
import { useEffect, useState } from 'react';
import { useIsland, useReadyWhen } from '../../islands/island-context';
import { useAppSelector } from '../../store/hooks';
import { selectProductStatus, selectProductView } from '../../store/product-selectors';
import { useIsMember } from '../../store/use-member';
import type { PriceBoxProps } from './definition';
import { PriceBoxContent } from './price-box-content';
import { PriceBoxSkeleton } from './price-box-skeleton';
import priceBoxStyles from './price-box.css?inline';

adoptStyles(priceBoxStyles);

/**
 * How long the box keeps its skeleton for coupons still on their way, once its product is in. The coupons
 * are asked for in the same wave as the product, so they are usually in by then; showing the box without
 * them and adding their rows a moment later moved everything under the box (layout shift on a phone).
 * Past this, the box shows without them rather than keep a shopper from the price.
 */
export const COUPONS_WAIT_MS = 1000;

/** True once the page's coupons are not loading any more, or after COUPONS_WAIT_MS. */
function useCouponsSettled(): boolean {
  const pending = useAppSelector((state) => state.coupons.status === 'pending');
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setWaitedLongEnough(true), COUPONS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return !pending || waitedLongEnough;
}

/** `price-box` (contract 4): price, gift and coupons, sell/rental choice, cart, cart bar, devices toggle. */
export default function PriceBox({ productId }: PriceBoxProps) {
  const { element, markError } = useIsland();
  const status = useAppSelector((state) => selectProductStatus(state, productId));
  const member = useIsMember();
  const view = useAppSelector((state) => selectProductView(state, productId, member));
  const [devices] = useState(() => element.querySelector<HTMLElement>('[data-slot="devices"]'));
  const couponsSettled = useCouponsSettled();
  const product = view.product?.loaded && couponsSettled ? view.product : undefined;

  useReadyWhen(product !== undefined);
  useEffect(() => {
    // The failed call (or the missing product) was reported once by the pooler.
    if (status === 'failed')
      markError(new Error(`price-box: product ${productId} could not be loaded`), { report: false });
  }, [status, productId, markError]);

  if (status === 'failed') return null;
  if (!product) return <PriceBoxSkeleton />;
  return <PriceBoxContent product={product} view={view} devices={devices} />;
}
