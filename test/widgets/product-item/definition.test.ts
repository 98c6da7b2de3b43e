import { productItemWidget } from '../../../src/widgets/product-item/definition';

// Registered, its attributes' defaults and refusals, ids kept as text: test/widgets/reference.test.ts,
// widget-pages.test.ts (the attribute table's claims), test/audit/attributes.property.test.ts; favorite-button's
// product-id too.
it('product-item asks for its product, pooled or single as cacheable says, and is ready on data', () => {
  for (const cacheable of [true, false])
    expect(
      productItemWidget.products?.({ productId: 'RJ1', layout: 'image', cacheable, render: 'card' }),
    ).toEqual({ ids: ['RJ1'], cacheable });
  expect(productItemWidget.readyWhen).toBe('data');
});
