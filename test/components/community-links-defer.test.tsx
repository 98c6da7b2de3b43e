import { act, screen, waitFor, within } from '@testing-library/react';
import { CommunityLinks } from '../../src/components/community-links/community-links';
import { watchNear } from '../../src/islands/near';
import { jsonpThroughFetch } from '../api/jsonp-transport';
import { FakeObserver } from '../islands/fake-observer';
import { useMockApi } from '../mock-api';
import { renderWithStore } from '../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();

jsonpThroughFetch();
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('community links of a product card (deferLoad)', () => {
  it("load only once they come near the viewport, showing '-' until then", async () => {
    const { container } = renderWithStore(<CommunityLinks productId="RJ01000002" deferLoad />);
    const list = container.querySelector('.sf-community-links');
    expect(list).not.toBeNull();
    // Links without deferLoad rendered afterwards ask at once, and are the sync point: after anything the
    // first would have asked for at its mount.
    renderWithStore(<CommunityLinks productId="RJ01000003" />);
    await waitFor(() => expect(fake.requestsOf('community')).toHaveLength(1));
    expect(fake.requestsOf('community')[0]?.url).toContain('RJ01000003');
    expect(list?.textContent).toContain('-');

    const observer = FakeObserver.made.find((o) => list !== null && o.observed.has(list));
    expect(observer).toBeDefined();
    act(() => observer?.report([list as Element], true));

    expect(await within(container).findByRole('link', { name: /まとめ/ })).toHaveTextContent('まとめ 3件');
    expect(fake.requestsOf('community').map((r) => r.url.includes('RJ01000002'))).toEqual([false, true]);
    expect(list !== null && observer?.observed.has(list)).toBe(false);
  });

  it('inside a card, watch the island (the list itself may have no box: display: contents)', async () => {
    const { container } = renderWithStore(
      <div data-widget="product-item">
        <CommunityLinks productId="RJ01000002" deferLoad />
      </div>,
    );
    const island = container.querySelector('[data-widget="product-item"]');
    const list = container.querySelector('.sf-community-links');
    await waitFor(() =>
      expect(FakeObserver.made.some((o) => island !== null && o.observed.has(island))).toBe(true),
    );
    const observer = FakeObserver.made.find((o) => island !== null && o.observed.has(island));
    expect(list !== null && observer?.observed.has(list)).toBe(false);
    expect(fake.requestsOf('community')).toHaveLength(0);
    // The page's one observer (src/islands/near.ts): the work loop watching the same island adds none.
    const observers = FakeObserver.made.length;
    const loopHeard: boolean[] = [];
    const unwatch = watchNear(island as Element, (state) => loopHeard.push(state.near));
    expect(FakeObserver.made).toHaveLength(observers);
    act(() => observer?.report([island as Element], true));
    expect(loopHeard).toEqual([true]);
    unwatch();
    expect(await screen.findByRole('link', { name: /まとめ/ })).toHaveTextContent('まとめ 3件');
    expect(fake.requestsOf('community')).toHaveLength(1);
  });
});
