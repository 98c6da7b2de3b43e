import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { island, islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import { EMBED_PATHS } from '../story-page';
import { storyStore } from '../story-setup';

// fixtures/previews.json: RJ01000001 has a 560 × 315 player, RJ01000009 an 800 × 450 one, RJ01000011
// none. The frame's page is not mocked: msw's worker never answers a frame's navigation, so the frame
// shows what the workshop's host answers for the player's path (a static host's 404 page). The stories
// show and check the frame itself: its place, title, address and size.
const player = (id: string) =>
  `<article class="work-story">${island('preview-player', { 'product-id': id })}<h2>Story</h2></article>`;

type Context = Parameters<NonNullable<IslandStory['play']>>[0];

/** The player frame, titled and sized as the embed call said, pointing at the work's player page. */
async function expectFrame(context: Context, title: string, id: string, size: [number, number]) {
  await islandsSettled(context);
  const frame = within(context.canvasElement).getByTitle(title);
  await expect(frame.tagName).toBe('IFRAME');
  await expect(frame).toHaveAttribute('src', `${location.origin}${EMBED_PATHS.previewEmbed}/embed/${id}`);
  await expect(frame).toHaveAttribute('width', String(size[0]));
  await expect(frame).toHaveAttribute('height', String(size[1]));
}

/** Ready, with nothing inside: no player is normal (no empty-widget report). */
async function expectNothing(context: Context) {
  await islandsSettled(context);
  const element = context.canvasElement.querySelector('[data-widget="preview-player"]');
  await expect(element).toBeEmptyDOMElement();
}

const meta = {
  title: 'preview-player',
  ...islandMeta,
  args: { html: player('RJ01000001') },
} satisfies Meta<IslandArgs>;
export default meta;

export const Player: IslandStory = {
  name: 'with a player',
  play: (context) => expectFrame(context, ja.preview_player, 'RJ01000001', [560, 315]),
};

export const Wide: IslandStory = {
  name: 'a wider player (800 × 450), shrunk to fit',
  args: { html: player('RJ01000009') },
  play: (context) => expectFrame(context, ja.preview_player, 'RJ01000009', [800, 450]),
};

export const Guest: IslandStory = {
  name: 'guest, in English',
  globals: { shopper: 'guest', lang: 'en' },
  play: (context) => expectFrame(context, en.preview_player, 'RJ01000001', [560, 315]),
};

export const Books: IslandStory = {
  name: 'books site',
  globals: { site: 'books' },
  args: { html: player('BJ02000001') },
  play: (context) => expectFrame(context, ja.preview_player, 'BJ02000001', [640, 360]),
};

export const NoPlayer: IslandStory = {
  name: 'no player for this work',
  args: { html: player('RJ01000011') },
  play: expectNothing,
};

export const Loading: IslandStory = {
  name: 'loading',
  globals: { fault: 'loading' },
  parameters: { workshop: { state: 'loading' } },
};

export const ScriptFails: IslandStory = {
  name: 'the call fails (JSONP script error)',
  globals: { fault: 'jsonp-fail' },
  play: async (context) => {
    await expectNothing(context);
    await expect(storyStore().requestsOf('preview')).toHaveLength(1);
  },
};

export const Malformed: IslandStory = {
  name: 'the call answers an error',
  globals: { fault: 'result-false' },
  play: expectNothing,
};

export const MissingId: IslandStory = {
  name: 'no product id (island error)',
  args: { html: player('') },
  parameters: { workshop: { state: 'error', expectedConsoleErrors: [/product-id is required/] } },
};
