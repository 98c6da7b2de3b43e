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

  it('two islands of one product: one JSONP request, both ready with the counts', async () => {
    document.body.innerHTML =
      '<div data-widget="community-links" data-product-id="RJ01000006"></div>' +
      '<div data-widget="community-links" data-product-id="RJ01000006"></div>';
    const { api } = bootstrap(TEST_CONFIG);
    await api.mount();
    const islands = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
    await waitFor(() => islands.forEach((el) => expect(el.getAttribute('data-widget-state')).toBe('ready')));
    for (const el of islands) {
      expect(within(el).getByRole('link', { name: /まとめ/ })).toHaveTextContent('4件');
      expect(within(el).getByRole('link', { name: /トーク/ })).toHaveTextContent('12件');
    }
    expect(fake.requestsOf('community')).toHaveLength(1);
    api.unmount();
  });
});
