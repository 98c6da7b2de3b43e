import { waitFor } from '@testing-library/react';
import { bootstrap } from '../../../src/boot/bootstrap';
import { jsonpThroughFetch } from '../../api/jsonp-transport';
import { useMockApi } from '../../mock-api';
import { TEST_CONFIG } from '../../render';
import { runsOutsideAct } from '../../outside-act';

// The preview-player island mounted by the real runtime and registry.
// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

jsonpThroughFetch();

describe('preview-player island through the runtime', () => {
  runsOutsideAct();
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('an id with characters outside [A-Za-z0-9_] mounts (ready, not error) and is sent as written', async () => {
    const id = 'RJ-01.2/3?a&b#c%d é';
    const island = document.createElement('div');
    island.setAttribute('data-widget', 'preview-player');
    island.setAttribute('data-product-id', id);
    document.body.append(island);
    const { api } = bootstrap(TEST_CONFIG);
    await api.mount();
    await waitFor(() => expect(island.getAttribute('data-widget-state')).toBe('ready'));
    const [request] = fake.requestsOf('preview');
    expect(new URL(request?.url ?? '').searchParams.get('workno')).toBe(id);
    api.unmount();
  });
});
