import { productItemWidget } from '../../../src/widgets/product-item/definition';
import { favoriteButtonWidget } from '../../../src/widgets/favorite-button/definition';
import { widgetRegistry } from '../../../src/widgets/registry';

const el = document.createElement('div');

describe('product-item definition', () => {
  it('defaults: layout 1column, cacheable true', () => {
    expect(productItemWidget.parse({ productId: 'RJ01000001' }, el)).toEqual({
      ok: true,
      props: { productId: 'RJ01000001', layout: '1column', cacheable: true, render: 'card' },
    });
  });

  it('reads layout and cacheable', () => {
    for (const layout of ['1column', '2column', 'image'])
      expect(
        productItemWidget.parse({ productId: 'RJ1', layout, cacheable: false, render: 'card' }, el),
      ).toEqual({
        ok: true,
        props: { productId: 'RJ1', layout, cacheable: false, render: 'card' },
      });
  });

  it('a missing product-id, an unknown layout or a bad cacheable is a parse error', () => {
    expect(productItemWidget.parse({}, el).ok).toBe(false);
    expect(productItemWidget.parse({ productId: '  ' }, el).ok).toBe(false);
    expect(productItemWidget.parse({ productId: 'RJ1', layout: '3column' }, el).ok).toBe(false);
    expect(productItemWidget.parse({ productId: 'RJ1', layout: '' }, el).ok).toBe(false);
    expect(productItemWidget.parse({ productId: 'RJ1', cacheable: 'yes' }, el).ok).toBe(false);
  });

  it('a numeric-looking id stays text', () => {
    const parsed = productItemWidget.parse({ productId: 1234 }, el);
    expect(parsed.ok && parsed.props.productId).toBe('1234');
  });

  it('asks for its product, pooled or single, and is ready on data', () => {
    expect(
      productItemWidget.products?.({ productId: 'RJ1', layout: 'image', cacheable: false, render: 'card' }),
    ).toEqual({
      ids: ['RJ1'],
      cacheable: false,
    });
    expect(productItemWidget.readyWhen).toBe('data');
  });

  it('is registered', () => {
    expect(widgetRegistry['product-item']).toBe(productItemWidget);
    expect(widgetRegistry['favorite-button']).toBe(favoriteButtonWidget);
  });
});

describe('favorite-button definition', () => {
  it('needs product-id', () => {
    expect(favoriteButtonWidget.parse({}, el).ok).toBe(false);
    expect(favoriteButtonWidget.parse({ productId: 'RJ01000002' }, el)).toEqual({
      ok: true,
      props: { productId: 'RJ01000002' },
    });
  });
});
