import { waitFor } from '@testing-library/react';
import { bootstrap } from '../../src/boot/bootstrap';
import { widgetReferences } from '../../src/widgets/references';
import { lifecycleTable } from '../../src/widgets/widget-reference-markdown';
import { memberCookies, useMockApi } from '../mock-api';
import { runsOutsideAct } from '../outside-act';
import { TEST_CONFIG } from '../render';
import { jsonpThroughFetch } from '../widgets/product-item/helpers';

// What the widget pages' "When it is ready" table says of a failed product-info call (the template's
// lifecycle table, src/widgets/widget-reference-markdown.ts), against what the runtime does: the islands of
// the widgets that show product info get `error`, never `ready`. A file of its own: the runtime started here
// watches this file's window for good.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
jsonpThroughFetch();

const PRODUCT_WIDGETS = Object.entries(widgetReferences).filter(([, widget]) => widget.definition.products);

describe('a failed product-info call', () => {
  runsOutsideAct();

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

  it('gives every product-item and price-box island `error`', async () => {
    memberCookies();
    fake.setFault('productInfo', 'http500');
    document.body.innerHTML = [
      '<div id="card" data-widget="product-item" data-product-id="RJ01000001"></div>',
      '<div id="box" data-widget="price-box" data-product-id="RJ01000002"></div>',
    ].join('');
    const { api } = bootstrap(TEST_CONFIG);
    await api.mount();
    const state = (id: string) => document.getElementById(id)?.getAttribute('data-widget-state');
    await waitFor(() => {
      expect(state('card')).toBe('error');
      expect(state('box')).toBe('error');
    });
    expect(fake.requestsOf('productInfo').length).toBeGreaterThan(0);
  });
});
