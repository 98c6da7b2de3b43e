import '../../i18n/labels/cards';
import { useEffect } from 'react';
import { IslandError } from '../../widget-api/widget-definition';
import { useIsland, useReadyWhen } from '../../islands/island-context';
import { useServerChildrenHidden } from '../../components/server-children/use-server-children';
import { useAppSelector } from '../../store/hooks';
import { selectActionDataPending, selectProductStatus } from '../../store/product-selectors';
import { useLayoutSettled } from '../../store/use-layout-settled';
import { useIsMember } from '../../store/use-member';
import type { ProductItemProps } from './definition';
import { ProductActions } from './product-actions';
import { ProductCard } from './product-card';

/**
 * `product-item`: the product card (docs/page/product-item.md). The runtime requests the product before
 * rendering (definition.products); the island is ready once it has loaded and, for a member, once its
 * action is known (the status and the boughts answered or failed, or LAYOUT_WAIT_MS passed), and an error
 * when the product could not load.
 */
export default function ProductItem({ productId, layout, render }: ProductItemProps) {
  const { markError, element } = useIsland();
  const status = useAppSelector((state) => selectProductStatus(state, productId));
  const member = useIsMember();
  // Until the member's status and boughts are in, the card cannot tell Add to Cart from Download, on
  // rental or In Cart: its action waits (bounded), so a tap never adds a work the member owns or rents.
  const actionSettled = useLayoutSettled(useAppSelector((state) => selectActionDataPending(state, member)));

  const failed = status === 'failed';
  useEffect(() => {
    // The failed call (or the missing product) was reported once by the pooler.
    if (failed)
      markError(new IslandError('product-item', `product ${productId} could not be loaded`), {
        report: false,
      });
  }, [failed, markError, productId]);
  useReadyWhen(status === 'succeeded' && actionSettled);
  // `actions`: the island's server children are the no-script fallback of the actions drawn here, hidden
  // once they show and shown again on a failure or an unmount.
  useServerChildrenHidden(element, render === 'actions' && status === 'succeeded');

  if (failed) return null;
  if (render === 'actions') return <ProductActions productId={productId} actionPending={!actionSettled} />;
  return (
    <ProductCard
      productId={productId}
      layout={layout}
      loading={status !== 'succeeded'}
      actionPending={!actionSettled}
    />
  );
}
