import { waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRuntime } from '../../src/islands/runtime';
import { defineWidget, type WidgetDefinition } from '../../src/widget-api/widget-definition';
import { DEFAULT_MOCK_HOSTS } from '../../src/mocks';
import { widgetRegistry } from '../../src/widgets/registry';
import { jsonpThroughFetch } from '../api/jsonp-transport';
import { memberCookies, useMockApi } from '../mock-api';
import { runsOutsideAct } from '../outside-act';
import { makeTestStore } from '../render';

// The data a page's islands need starts in the task that scans the page, before (and whether or
// not) their widget code has loaded, once per page however many islands ask.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
runsOutsideAct();
jsonpThroughFetch();

/** A widget whose code never arrives: anything requested was started by the scan, not by the widget. */
const codeNeverLoads = (over: Partial<WidgetDefinition<{ id: string }>>) =>
  defineWidget<{ id: string }>({
    load: () => new Promise(() => {}),
    parse: (data) => ({ ok: true, props: { id: typeof data.productId === 'string' ? data.productId : '' } }),
    ...over,
  });

function setup(registry: Record<string, WidgetDefinition<never>>) {
  const store = makeTestStore({ sampleEmbed: DEFAULT_MOCK_HOSTS.sampleEmbed });
  const runtime = createRuntime({
    store,
    registry,
    wrap: (children) => <Provider store={store}>{children}</Provider>,
    version: 'test',
  });
  return { store, ...runtime };
}

describe('declared page loads', () => {
  it('start at the scan, each once, with every island sample id in one call, before any widget code', async () => {
    memberCookies();
    const { api } = setup({
      card: codeNeverLoads({
        loads: ['status', 'boughts', 'favorites', 'coupons'],
        samples: (props) => [props.id],
      }) as WidgetDefinition<never>,
      follow: codeNeverLoads({ loads: ['status', 'follows'] }) as WidgetDefinition<never>,
    });
    document.body.innerHTML =
      '<div data-widget="card" data-product-id="RJ01000001"></div>'.repeat(2) +
      '<div data-widget="card" data-product-id="RJ01000002"></div>' +
      '<div data-widget="follow"></div>';
    void api.mount();
    await waitFor(() => {
      for (const call of ['status', 'boughts', 'favorites', 'coupons', 'follows', 'sample'] as const)
        expect([call, fake.requestsOf(call).length]).toEqual([call, 1]);
    });
    expect(fake.requestsOf('sample')[0]?.url).toMatch(
      /workno_list=RJ01000001%2CRJ01000002|workno_list=RJ01000001,RJ01000002/,
    );
    expect(fake.requestsOf('uninterests')).toHaveLength(0);
  });

  it('every data widget of the registry declares what its effects load', () => {
    const declared = Object.fromEntries(
      Object.entries(widgetRegistry).map(([name, def]) => [name, [...(def.loads ?? [])].sort()]),
    );
    expect(declared).toMatchObject({
      'product-item': ['boughts', 'coupons', 'favorites', 'status', 'uninterests'],
      'price-box': ['boughts', 'coupons', 'favorites', 'status'],
      'favorite-button': ['favorites'],
      'follow-button': ['follows', 'status'],
      'member-messages': ['status'],
      'favorite-folder-menu': ['folders'],
      'favorite-folders': ['folders'],
      'favorite-item': ['folders'],
    });
  });
});
