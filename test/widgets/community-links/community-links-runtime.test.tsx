import { waitFor, within } from '@testing-library/react';
import { bootstrap } from '../../../src/boot/bootstrap';
import { jsonpThroughFetch } from '../../api/jsonp-transport';
import { useMockApi } from '../../mock-api';
import { TEST_CONFIG } from '../../render';
import { runsOutsideAct } from '../../outside-act';

// The community-links islands mounted by the real runtime and registry.
// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

jsonpThroughFetch();

describe('community-links islands through the runtime', () => {
  runsOutsideAct();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('two islands of one product: one JSONP request, both ready with the counts', async () => {
    document.body.innerHTML =
      '<div data-widget="community-links" data-product-id="RJ01000006"></div>' +
      '<div data-widget="community-links" data-product-id="RJ01000006"></div>' +
      '<div data-widget="community-links"></div>';
    const { api } = bootstrap(TEST_CONFIG);
    await api.mount();
    const islands = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    await waitFor(() =>
      islands.slice(0, 2).forEach((el) => expect(el.getAttribute('data-widget-state')).toBe('ready')),
    );
    for (const el of islands.slice(0, 2)) {
      expect(within(el).getByRole('link', { name: /まとめ/ })).toHaveTextContent('4件');
      expect(within(el).getByRole('link', { name: /トーク/ })).toHaveTextContent('12件');
    }
    // A missing product-id is an island error; the others are unaffected.
    expect(islands[2]?.getAttribute('data-widget-state')).toBe('error');
    expect(fake.requestsOf('community')).toHaveLength(1);
    api.unmount();
  });
});
