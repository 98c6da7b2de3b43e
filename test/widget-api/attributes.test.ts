import { asText, readIslandData } from '../../src/widget-api/attributes';

function island(attrs: Record<string, string>): HTMLElement {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

describe('readIslandData', () => {
  it('camel-cases data-* names and leaves out data-widget and data-widget-state', () => {
    const data = readIslandData(
      island({
        'data-widget': 'product-card',
        'data-widget-state': 'ready',
        'data-product-id': 'RJ01000001',
        'data-is-cacheable': 'true',
      }),
    );
    expect(data).toEqual({ productId: 'RJ01000001', isCacheable: true });
  });

  it('names each attribute as dataset does, whatever its dashes and letters', () => {
    const names = [
      'data-a-b-c',
      'data--x',
      'data-x-',
      'data-x-1',
      'data-foo--bar',
      'data-',
      'data-é-a',
      'data-a-é',
      'data-x_y',
      'data-1-a',
    ];
    const element = island(Object.fromEntries(names.map((name, i) => [name, `v${i}`])));
    expect(readIslandData(element)).toEqual({ ...element.dataset });
  });

  it('parses numbers and booleans', () => {
    expect(
      readIslandData(
        island({
          'data-count': '42',
          'data-rate': '-1.5',
          'data-zero': '0',
          'data-on': 'true',
          'data-off': 'false',
        }),
      ),
    ).toEqual({
      count: 42,
      rate: -1.5,
      zero: 0,
      on: true,
      off: false,
    });
  });

  it.each(['RJ01000001', '007', '0x10', '1e3', '12abc', '', ' 1', 'True', '99999999999999999999'])(
    '"%s" stays a string',
    (raw) => {
      expect(readIslandData(island({ 'data-product-id': raw })).productId).toBe(raw);
    },
  );

  it('asText gives ids back as text', () => {
    expect(asText(12)).toBe('12');
    expect(asText(undefined)).toBe('');
    expect(asText(true)).toBe('true');
  });
});
