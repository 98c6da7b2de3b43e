import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOCK_HOSTS } from '../../../src/mocks';
import { previewPlayerWidget } from '../../../src/widgets/preview-player/definition';
import PreviewPlayer from '../../../src/widgets/preview-player/preview-player';
import { answerJsonp, jsonpThroughFetch } from '../../api/jsonp-transport';
import { useMockApi } from '../../mock-api';
import { makeIslandHandle, makeTestStore, renderWithStore, startDeclaredLoads } from '../../render';

// The frame, its title, size, full screen and the embed call: the stories of preview-player and
// test/e2e/preview-player.e2e.ts; no player or a failed call: the stories "no player for this work" and
// "the call fails"; an odd id kept as written
// (test/widgets/widget-pages.test.ts, the attribute claims) and sent encoded, its callback an identifier
// (test/api/embeds.test.ts). Here: an embed URL that is not a safe http(s) one on the preview host is never
// framed, and a frame gets the sandbox and referrer policy docs/page/security.md promises.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
const PREVIEW = DEFAULT_MOCK_HOSTS.previewEmbed;

jsonpThroughFetch();

describe('preview-player widget', () => {
  /** Answers the embed call with `embedUrl`, renders the player and waits for it to be ready. */
  async function playerFor(embedUrl: string) {
    answerJsonp(`${PREVIEW}/api/v1/:site/embed`, {
      count: 1,
      works: [{ embed_url: embedUrl, embed_width: 560, embed_height: 315 }],
    });
    const island = makeIslandHandle();
    const store = makeTestStore();
    startDeclaredLoads(store, previewPlayerWidget, { productId: 'RJ01000001' });
    const { container } = renderWithStore(<PreviewPlayer productId="RJ01000001" />, { island, store });
    await waitFor(() => expect(island.markReady).toHaveBeenCalled());
    return container;
  }

  it.each(['javascript:alert(1)', '/relative/embed', 'https://evil.example/embed/RJ01000001'])(
    'renders nothing for the embed URL %j, and is ready',
    async (embedUrl) => {
      expect(await playerFor(embedUrl)).toBeEmptyDOMElement();
    },
  );

  it('frames the preview host sandboxed, scripts on its own origin only, telling it the origin alone', async () => {
    const frame = (await playerFor(`${PREVIEW}/embed/RJ01000001`)).querySelector('iframe');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveAttribute('allowfullscreen');
  });
});
