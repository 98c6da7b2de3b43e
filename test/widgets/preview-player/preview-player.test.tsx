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
// (test/api/embeds.test.ts). Here: an embed URL that is not a safe http(s) one is never framed.

// useMockApi is a test helper, not a React hook.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMockApi();
const PREVIEW = DEFAULT_MOCK_HOSTS.previewEmbed;

jsonpThroughFetch();

describe('preview-player widget', () => {
  it.each(['javascript:alert(1)', '/relative/embed'])(
    'renders nothing for the embed URL %j, and is ready',
    async (embedUrl) => {
      answerJsonp(`${PREVIEW}/api/v1/:site/embed`, {
        count: 1,
        works: [{ embed_url: embedUrl, embed_width: 560, embed_height: 315 }],
      });
      const island = makeIslandHandle();
      const store = makeTestStore();
      startDeclaredLoads(store, previewPlayerWidget, { productId: 'RJ01000001' });
      const { container } = renderWithStore(<PreviewPlayer productId="RJ01000001" />, { island, store });
      await waitFor(() => expect(island.markReady).toHaveBeenCalled());
      expect(container).toBeEmptyDOMElement();
    },
  );
});
