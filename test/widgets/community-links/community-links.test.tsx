import { screen, waitFor, within } from '@testing-library/react';
import { setJsonpTransport } from '../../../src/api/jsonp';
import { CommunityLinks } from '../../../src/components/community-links/community-links';
import { DEFAULT_MOCK_HOSTS } from '../../../src/mocks';
import { communityLinksWidget } from '../../../src/widgets/community-links/definition';
import CommunityLinksWidget from '../../../src/widgets/community-links/community-links';
import { fetchJsonpTransport } from '../../api/jsonp-transport';
import { useMockApi } from '../../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore } from '../../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
const COMMUNITY = DEFAULT_MOCK_HOSTS.community;

beforeEach(() => setJsonpTransport(fetchJsonpTransport));
afterEach(() => setJsonpTransport(null));

function items(container: HTMLElement) {
  return within(container).getAllByRole('listitem');
}

describe('community-links widget', () => {
  it("shows '-' before the answer, then the counts as links opening in a new tab", async () => {
    const island = makeIslandHandle();
    const { container } = renderWithStore(<CommunityLinksWidget productId="RJ01000002" />, { island });
    // Before the answer: plain text, '-' counts, not ready.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(items(container).map((li) => li.textContent)).toEqual(['まとめ -', 'トーク -']);
    expect(island.markReady).not.toHaveBeenCalled();

    const matome = await screen.findByRole('link', { name: /まとめ/ });
    const talk = screen.getByRole('link', { name: /トーク/ });
    expect(matome).toHaveTextContent('まとめ 3件');
    expect(talk).toHaveTextContent('トーク 7件');
    expect(matome).toHaveAttribute('href', `${COMMUNITY}/antenna/play-rj01000002/contents?mode=matome`);
    expect(talk).toHaveAttribute('href', `${COMMUNITY}/antenna/play-rj01000002/contents?mode=talk`);
    for (const link of [matome, talk]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());

    const [request] = fake.requestsOf('community');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/api/channel/channel-content/RJ01000002');
    expect(url.searchParams.get('callback')).toBe('sfCommunity_RJ01000002');
    expect([...url.searchParams.keys()]).toEqual(['callback']);
  });

  it("shows '0件' for a zero count and English labels on an English page", async () => {
    renderWithStore(<CommunityLinksWidget productId="RJ01000001" />, { config: { lang: 'en' } });
    expect(await screen.findByRole('link', { name: /Summaries/ })).toHaveTextContent('Summaries 0件');
    expect(screen.getByRole('link', { name: /Talks/ })).toHaveTextContent('Talks 0件');
  });

  it("without a play_id: no links, '-' counts, and the island is still ready", async () => {
    const island = makeIslandHandle();
    const { container, store } = renderWithStore(<CommunityLinksWidget productId="RJ01000007" />, {
      island,
    });
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
    expect(store.getState().community.byId.RJ01000007).toEqual({ status: 'succeeded', content: null });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(items(container).map((li) => li.textContent)).toEqual(['まとめ -', 'トーク -']);
  });

  it.each(['http500', 'malformed'] as const)(
    "a failed call (%s): '-' counts, no links, ready, no crash",
    async (fault) => {
      fake.setFault('community', fault);
      const island = makeIslandHandle();
      const { container, store } = renderWithStore(<CommunityLinksWidget productId="RJ01000003" />, {
        island,
      });
      await waitFor(() => expect(island.markReady).toHaveBeenCalled());
      expect(store.getState().community.byId.RJ01000003?.status).toBe('failed');
      expect(island.markError).not.toHaveBeenCalled();
      expect(screen.queryAllByRole('link')).toHaveLength(0);
      expect(items(container).map((li) => li.textContent)).toEqual(['まとめ -', 'トーク -']);
    },
  );

  it('two components of the same product share one request', async () => {
    const store = makeTestStore();
    renderWithStore(
      <>
        <CommunityLinks productId="RJ01000013" />
        <CommunityLinksWidget productId="RJ01000013" />
      </>,
      { store },
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: /まとめ 3件/ })).toHaveLength(2));
    expect(screen.getAllByRole('link', { name: /トーク 15件/ })).toHaveLength(2);
    expect(fake.requestsOf('community')).toHaveLength(1);
  });

  it('parses product-id: required, kept as written', () => {
    const el = document.createElement('div');
    expect(communityLinksWidget.parse({ productId: 'RJ01000002' }, el)).toEqual({
      ok: true,
      props: { productId: 'RJ01000002' },
    });
    expect(communityLinksWidget.parse({}, el).ok).toBe(false);
    expect(communityLinksWidget.parse({ productId: 'RJ1/../x' }, el)).toEqual({
      ok: true,
      props: { productId: 'RJ1/../x' },
    });
  });
});
