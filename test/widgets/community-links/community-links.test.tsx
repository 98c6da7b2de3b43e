import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_MOCK_HOSTS } from '../../../src/mocks';
import CommunityLinksWidget from '../../../src/widgets/community-links/community-links';
import { jsonpThroughFetch } from '../../api/jsonp-transport';
import { useMockApi } from '../../mock-api';
import { makeIslandHandle, renderWithStore } from '../../render';

// The counts in each language, '0件', no play id and a failed JSONP script or HTTP 500: the stories of
// community-links; one request for two islands of one product: community-links-runtime.test.tsx; a missing
// product-id: widget-pages.test.ts; the id kept as written: test/audit/attributes.property.test.ts.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
const COMMUNITY = DEFAULT_MOCK_HOSTS.community;

jsonpThroughFetch();

/** Renders the widget for `productId`; `entries()` reads its two entries' text. */
function renderLinks(productId: string) {
  const island = makeIslandHandle();
  const { container, store } = renderWithStore(<CommunityLinksWidget productId={productId} />, { island });
  const entries = () =>
    within(container)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
  return { island, store, entries };
}

describe('community-links widget', () => {
  it("shows '-' before the answer, then the counts as links opening in a new tab", async () => {
    const { island, entries } = renderLinks('RJ01000002');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(entries()).toEqual(['まとめ -', 'トーク -']);
    expect(island.markReady).not.toHaveBeenCalled();

    const matome = await screen.findByRole('link', { name: 'まとめ 3件' });
    const talk = screen.getByRole('link', { name: 'トーク 7件' });
    expect(matome).toHaveAttribute('href', `${COMMUNITY}/antenna/play-rj01000002/contents?mode=matome`);
    expect(talk).toHaveAttribute('href', `${COMMUNITY}/antenna/play-rj01000002/contents?mode=talk`);
    for (const link of [matome, talk]) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());

    const url = new URL(fake.requestsOf('community')[0]?.url ?? '');
    expect(url.pathname).toBe('/api/channel/channel-content/RJ01000002');
    expect([...url.searchParams]).toEqual([['callback', 'sfCommunity_RJ01000002']]);
  });

  it("a malformed answer: '-' counts, no links, ready, not an island error", async () => {
    fake.setFault('community', 'malformed');
    const { island, store, entries } = renderLinks('RJ01000003');
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
    expect(store.getState().community.byId.RJ01000003?.status).toBe('failed');
    expect(island.markError).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(entries()).toEqual(['まとめ -', 'トーク -']);
  });
});
