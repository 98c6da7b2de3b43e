// Random attribute values: every widget's attribute parser, given any text in its text
// attributes (ids, names), either refuses the island or keeps that text as written (ids trimmed). Islands
// parse numbers and booleans in island data, but an id or a name must never come back re-printed as a
// number: `1.50` is not `1.5`, `-0` is not `0`, and a folder called `2.0` is not `2`.
import fc from 'fast-check';
import { readIslandData } from '../../src/widget-api/attributes';
import { widgetRegistry } from '../../src/widgets/registry';
import { hostileString } from './hostile';

/** Text attributes of each widget and the prop each one becomes; `trim`: ids are kept trimmed. */
const TEXT_ATTRIBUTES: { widget: string; attribute: string; prop: string; trim: boolean }[] = [
  { widget: 'product-item', attribute: 'product-id', prop: 'productId', trim: true },
  { widget: 'price-box', attribute: 'product-id', prop: 'productId', trim: true },
  { widget: 'favorite-button', attribute: 'product-id', prop: 'productId', trim: true },
  { widget: 'community-links', attribute: 'product-id', prop: 'productId', trim: true },
  { widget: 'preview-player', attribute: 'product-id', prop: 'productId', trim: true },
  { widget: 'follow-button', attribute: 'maker-id', prop: 'makerId', trim: true },
  { widget: 'follow-button', attribute: 'maker-name', prop: 'makerName', trim: false },
  { widget: 'favorite-item', attribute: 'item-id', prop: 'itemId', trim: true },
  { widget: 'favorite-item', attribute: 'folder-id', prop: 'folderId', trim: true },
  { widget: 'favorite-item', attribute: 'folder-name', prop: 'folderName', trim: false },
];

const BASE: Record<string, Record<string, string>> = {
  'follow-button': { 'maker-id': 'RG1', 'maker-name': 'Maker' },
  'favorite-item': { 'item-id': '101', 'folder-id': '11', 'folder-name': 'Folder' },
};

/** Number-like texts that readIslandData turns into numbers or booleans. */
const numberLike = fc.oneof(
  fc.constantFrom(
    '1.50',
    '2.0',
    '-0',
    '0',
    '10',
    '-1.5',
    '3.10',
    '100',
    'true',
    'false',
    '12345678901234567890',
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.integer().map(String),
);

function parse(widget: string, attrs: Record<string, string>) {
  const el = document.createElement('div');
  el.setAttribute('data-widget', widget);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
  const definition = widgetRegistry[widget];
  if (!definition) throw new Error(`no widget ${widget}`);
  return definition.parse(readIslandData(el), el) as { ok: boolean; props?: Record<string, unknown> };
}

describe('widget attribute parsers keep text attributes as written (property-based)', () => {
  it.each(TEXT_ATTRIBUTES)('$widget data-$attribute', ({ widget, attribute, prop, trim }) => {
    fc.assert(
      fc.property(fc.oneof(numberLike, hostileString), (value) => {
        const result = parse(widget, { ...BASE[widget], [attribute]: value });
        if (!result.ok) return;
        const expected = trim ? value.trim() : value;
        const got = result.props?.[prop];
        // An empty optional id reads as null (the unclassified folder).
        if (prop === 'folderId' && expected === '') expect(got).toBeNull();
        else expect(got).toBe(expected);
      }),
      { numRuns: 100 },
    );
  });
});
