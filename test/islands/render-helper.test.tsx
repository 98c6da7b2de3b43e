import { screen, waitFor } from '@testing-library/react';
import MemberMessages from '../../src/widgets/member-messages/member-messages';
import { bootstrap } from '../../src/boot/bootstrap';
import { memberCookies, useMockApi } from '../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore, TEST_CONFIG } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

describe('renderWithStore', () => {
  it('renders a widget with store, config, i18n and an island handle', async () => {
    memberCookies();
    const island = makeIslandHandle();
    const { store } = renderWithStore(<MemberMessages />, { island });
    expect(await screen.findByText(/Point campaign/)).toBeInTheDocument();
    expect(screen.queryByText(/Ended notice/)).toBeNull();
    expect(store.getState().user.status).toBe('succeeded');
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
  });

  it('a shared store is used as given', async () => {
    fake.setMember(false);
    const store = makeTestStore();
    const { container } = renderWithStore(<MemberMessages />, { store, config: { lang: 'en' } });
    await waitFor(() => expect(store.getState().user.status).toBe('succeeded'));
    expect(container.innerHTML).toBe('');
  });
});

describe('bootstrap with the real registry', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('mounts member-messages once, with one status request for two islands', async () => {
    memberCookies();
    document.body.innerHTML =
      '<div data-widget="member-messages"></div><div data-widget="member-messages"></div>';
    const { api } = bootstrap(TEST_CONFIG);
    await api.mount();
    const islands = document.querySelectorAll<HTMLElement>('[data-widget]');
    await waitFor(() => islands.forEach((el) => expect(el.getAttribute('data-widget-state')).toBe('ready')));
    expect(islands[1]?.textContent).toContain('Point campaign');
    expect(fake.requestsOf('status')).toHaveLength(1);
  });
});
