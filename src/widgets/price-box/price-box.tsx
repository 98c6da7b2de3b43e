import '../../i18n/labels/cards';
import '../../i18n/labels/work';
import { adoptStyles } from '../../components/styles/adopt-styles';
import { useEffect, useState } from 'react';
import { useIsland, useReadyWhen } from '../../islands/island-context';
import { useAppSelector } from '../../store/hooks';
import {
  selectLayoutDataPending,
  selectProductStatus,
  selectProductView,
} from '../../store/product-selectors';
import { useLayoutSettled } from '../../store/use-layout-settled';
import { useIsMember } from '../../store/use-member';
import type { PriceBoxProps } from './definition';
import { PriceBoxContent } from './price-box-content';
import { PriceBoxSkeleton } from './price-box-skeleton';
import priceBoxStyles from './price-box.css?inline';

adoptStyles(priceBoxStyles);

/**
 * `price-box` (docs/page/price-box.md): price, gift and coupons, sell/rental choice, cart, cart bar, devices
 * toggle.
 */
export default function PriceBox({ productId }: PriceBoxProps) {
  const { element, markError } = useIsland();
  const status = useAppSelector((state) => selectProductStatus(state, productId));
  const member = useIsMember();
  const view = useAppSelector((state) => selectProductView(state, productId, member));
  const [devices] = useState(() => element.querySelector<HTMLElement>('[data-slot="devices"]'));
  // The first content is the box's final footprint: the skeleton stays while its coupons and the member's
  // status and lists are on their way (for a bounded time).
  const layoutSettled = useLayoutSettled(useAppSelector((state) => selectLayoutDataPending(state, member)));
  const product = view.product?.loaded && layoutSettled ? view.product : undefined;

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
