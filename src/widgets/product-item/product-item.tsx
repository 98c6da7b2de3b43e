import { useEffect } from 'react';
import { IslandError } from '../../islands/widget-definition';
import { useIsland, useReadyWhen } from '../../islands/island-context';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loadBoughts, loadFavorites, loadUninterests } from '../../store/lists-slice';
import { selectProductStatus } from '../../store/product-selectors';
import { loadStatus } from '../../store/user-slice';
import type { ProductItemProps } from './definition';
import { ProductCard } from './product-card';

/**
 * `product-item`: the product card (spec 2 and 4). The runtime requests the product before rendering
 * (definition.products); the island is ready once it has loaded, and an error when it could not.
 */
export default function ProductItem({ productId, layout }: ProductItemProps) {
  const dispatch = useAppDispatch();
  const { markError } = useIsland();
  const status = useAppSelector((state) => selectProductStatus(state, productId));

  useEffect(() => {
    // Once-only loaders: the first card starts each load, the others are dropped by the condition.
    void dispatch(loadStatus());
    void dispatch(loadBoughts());
    void dispatch(loadFavorites());
    void dispatch(loadUninterests());
  }, [dispatch]);

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
