import '../../i18n/labels/cards';
import { useEffect } from 'react';
import { IslandError } from '../../islands/widget-definition';
import { useIsland, useReadyWhen } from '../../islands/island-context';
import { useAppSelector } from '../../store/hooks';
import { selectProductStatus } from '../../store/product-selectors';
import type { ProductItemProps } from './definition';
import { ProductCard } from './product-card';

/**
 * `product-item`: the product card (docs/page/product-item.md). The runtime requests the product before
 * rendering (definition.products); the island is ready once it has loaded, and an error when it could not.
 */
export default function ProductItem({ productId, layout }: ProductItemProps) {
  const { markError } = useIsland();
  const status = useAppSelector((state) => selectProductStatus(state, productId));

  const failed = status === 'failed';
  useEffect(() => {
    // The failed call (or the missing product) was reported once by the pooler.
    if (failed)
      markError(new IslandError('product-item', `product ${productId} could not be loaded`), {
        report: false,
      });
  }, [failed, markError, productId]);
  useReadyWhen(status === 'succeeded');

  if (failed) return null;
  return <ProductCard productId={productId} layout={layout} loading={status !== 'succeeded'} />;
}
