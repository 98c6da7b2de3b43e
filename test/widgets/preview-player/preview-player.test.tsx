import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setJsonpTransport } from '../../../src/api/jsonp';
import { DEFAULT_MOCK_HOSTS } from '../../../src/mocks';
import { previewPlayerWidget } from '../../../src/widgets/preview-player/definition';
import PreviewPlayer from '../../../src/widgets/preview-player/preview-player';
import { fetchJsonpTransport } from '../../api/jsonp-transport';
import { useMockApi } from '../../mock-api';
import { mockServer } from '../../msw-server';
import { makeIslandHandle, makeTestStore, renderWithStore, startDeclaredLoads } from '../../render';

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
const fake = useMockApi();
const PREVIEW = DEFAULT_MOCK_HOSTS.previewEmbed;

beforeEach(() => setJsonpTransport(fetchJsonpTransport));
afterEach(() => setJsonpTransport(null));

function renderPlayer(productId: string, lang: 'jp' | 'en' = 'jp') {
  const island = makeIslandHandle();
  const store = makeTestStore({ lang });
  startDeclaredLoads(store, previewPlayerWidget, { productId });
  const result = renderWithStore(<PreviewPlayer productId={productId} />, {
    island,
    store,
    config: { lang },
  });
  return { ...result, island };
}

describe('preview-player widget', () => {
  it('calls the embed JSONP and renders the player frame at its size, able to go full screen', async () => {
    const { island } = renderPlayer('RJ01000003', 'en');
    const frame = await screen.findByTitle('Preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${PREVIEW}/embed/RJ01000003`);
    expect(frame).toHaveAttribute('width', '480');
    expect(frame).toHaveAttribute('height', '270');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame.parentElement?.style.aspectRatio).toBe('480 / 270');
    expect(island.markReady).toHaveBeenCalled();

    const [request] = fake.requestsOf('preview');
    const url = new URL(request?.url ?? '');
    expect(url.pathname).toBe('/api/v1/maniax/embed');
    expect(url.searchParams.get('workno')).toBe('RJ01000003');
    expect(url.searchParams.get('callback')).toMatch(/^sfJsonp_/);
  });

  it('titles the frame in Japanese on a jp page', async () => {
    renderPlayer('RJ01000001');
    expect(await screen.findByTitle('試聴・試用')).toHaveAttribute('width', '560');
  });

  it.each([
    ['count 0 (no fixture)', 'RJ01000002'],
    ['count 0 (fixture)', 'RJ01000011'],
  ])('renders nothing for %s and is still ready', async (_label, id) => {
    const { container, island } = renderPlayer(id);
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(fake.requestsOf('preview')).toHaveLength(1);
  });

  it('renders nothing when the call fails', async () => {
    fake.setFault('preview', 'http500');
    const { container, island } = renderPlayer('RJ01000001');
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(island.markError).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', '/relative/embed'])(
    'renders nothing for the embed URL %j',
    async (embedUrl) => {
      mockServer.use(
        http.get(`${PREVIEW}/api/v1/:site/embed`, ({ request }) => {
          const callback = new URL(request.url).searchParams.get('callback') ?? '';
          const body = { count: 1, works: [{ embed_url: embedUrl, embed_width: 560, embed_height: 315 }] };
          return new HttpResponse(`${callback}(${JSON.stringify(body)});`, {
            headers: { 'Content-Type': 'text/javascript' },
          });
        }),
      );
      const { container, island } = renderPlayer('RJ01000001');
      await waitFor(() => expect(island.markReady).toHaveBeenCalled());
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('requires a product-id, kept as written like every widget, and may render nothing', () => {
    expect(previewPlayerWidget.parse({ productId: 'RJ01000001' }, document.createElement('div'))).toEqual({
      ok: true,
      props: { productId: 'RJ01000001' },
    });
    expect(previewPlayerWidget.parse({}, document.createElement('div')).ok).toBe(false);
    expect(previewPlayerWidget.parse({ productId: 'RJ1/../x' }, document.createElement('div'))).toEqual({
      ok: true,
      props: { productId: 'RJ1/../x' },
    });
    // The attribute's text, not its parsed number.
    const el = document.createElement('div');
    el.setAttribute('data-product-id', '1.50');
    expect(previewPlayerWidget.parse({ productId: 1.5 }, el)).toEqual({
      ok: true,
      props: { productId: '1.50' },
    });
    expect(previewPlayerWidget.mayBeEmpty).toBe(true);
  });

  it('an id with characters outside [A-Za-z0-9_] is sent URL-encoded and its player renders', async () => {
    const id = 'RJ-01.000/3?a&b#c%d é';
    mockServer.use(
      http.get(`${PREVIEW}/api/v1/:site/embed`, ({ request }) => {
        const url = new URL(request.url);
        const callback = url.searchParams.get('callback') ?? '';
        const found = url.searchParams.get('workno') === id;
        const body = found
          ? { count: 1, works: [{ embed_url: `${PREVIEW}/embed/x`, embed_width: 480, embed_height: 270 }] }
          : { count: 0 };
        return new HttpResponse(`${callback}(${JSON.stringify(body)});`, {
          headers: { 'Content-Type': 'text/javascript' },
        });
      }),
    );
    renderPlayer(id, 'en');
    expect(await screen.findByTitle('Preview')).toHaveAttribute('src', `${PREVIEW}/embed/x`);
  });
});
