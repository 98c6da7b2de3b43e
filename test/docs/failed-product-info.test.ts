import { widgetReferences } from '../../src/widgets/references';
import { lifecycleTable } from '../../src/widgets/widget-reference-markdown';

// What the widget pages' "When it is ready" table says of a failed product-info call (the template's
// lifecycle table, src/widgets/widget-reference-markdown.ts): the islands of the widgets that show product
// info get `error`, never `ready`, as the runtime does (test/audit/fault-reports.test.ts, 'product info %s:
// every card and the price box in error').
const PRODUCT_WIDGETS = Object.entries(widgetReferences).filter(([, widget]) => widget.definition.products);

describe('a failed product-info call', () => {
  it('the widgets that show product info are product-item and price-box', () => {
    expect(PRODUCT_WIDGETS.map(([name]) => name).sort()).toEqual(['price-box', 'product-item']);
  });

  it.each(PRODUCT_WIDGETS)(
    '%s: the ready row does not take it for ready; the error row names it',
    (_, widget) => {
      const table = lifecycleTable(widget);
      const row = (state: string) =>
        table.split('\n').find((line) => line.startsWith(`| \`${state}\``)) ?? '';
      expect(row('ready')).not.toMatch(/call failed/);
      expect(row('ready')).toContain('a failed product-info call gives `error`');
      expect(row('error')).toContain('its product info failing');
    },
  );
});
