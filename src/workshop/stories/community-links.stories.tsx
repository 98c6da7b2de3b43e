import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { en, type Dictionary } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import { island, islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';

// fixtures/community.json: RJ01000002 has 3 summaries and 7 talks; RJ01000007 has no play_id.
const links = (id: string) => island('community-links', { 'product-id': id });

type Context = Parameters<NonNullable<IslandStory['play']>>[0];

/** The two entries: links with counts once the call answered, plain text with '-' otherwise. */
async function expectEntries(context: Context, labels: Dictionary, counts: [string, string] | null) {
  await islandsSettled(context);
  const canvas = within(context.canvasElement);
  if (counts) {
    const matome = canvas.getByRole('link', { name: `${labels.community_matome} ${counts[0]}` });
    const talk = canvas.getByRole('link', { name: `${labels.community_talk} ${counts[1]}` });
    await expect(matome).toHaveAttribute('target', '_blank');
    await expect(talk).toHaveAttribute('target', '_blank');
  } else {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getAllByText('-')).toHaveLength(2);
  }
}

const meta = {
  title: 'community-links',
  ...islandMeta,
  args: { html: links('RJ01000002') },
} satisfies Meta<IslandArgs>;
export default meta;

export const Counts: IslandStory = {
  name: 'with counts',
  play: (context) => expectEntries(context, ja, ['3件', '7件']),
};

export const Guest: IslandStory = {
  name: 'guest, in English',
  globals: { shopper: 'guest', lang: 'en' },
  play: (context) => expectEntries(context, en, ['3件', '7件']),
};

export const Zero: IslandStory = {
  name: 'no summaries or talks yet',
  args: { html: links('RJ01000001') },
  play: (context) => expectEntries(context, ja, ['0件', '0件']),
};

export const NoPlayId: IslandStory = {
  name: 'no community page (no play id)',
  args: { html: links('RJ01000007') },
  play: (context) => expectEntries(context, ja, null),
};

export const Books: IslandStory = {
  name: 'books site',
  globals: { site: 'books' },
  args: { html: links('BJ02000003') },
  play: (context) => expectEntries(context, ja, ['1件', '13件']),
};

// Its own work: a held call stays in flight after the story, and a later story's call of the same work
// (the same cacheable callback name) would join it.
export const Loading: IslandStory = {
  name: 'loading',
  args: { html: links('RJ01000003') },
  globals: { fault: 'loading' },
  parameters: { workshop: { state: 'loading' } },
};

// A failed JSONP call keeps the empty state (docs/behaviour.md "Product info and samples"): ready, plain
// text, '-' counts.
export const ScriptFails: IslandStory = {
  name: 'the call fails (JSONP script error)',
  globals: { fault: 'jsonp-fail' },
  play: async (context) => {
    await expectEntries(context, ja, null);
    await expect(storyStore().requestsOf('community')).toHaveLength(1);
  },
};

export const ServerError: IslandStory = {
  name: 'the call fails (HTTP 500)',
  globals: { fault: 'http500' },
  play: (context) => expectEntries(context, ja, null),
};

export const MissingId: IslandStory = {
  name: 'no product id (island error)',
  args: { html: island('community-links') },
  parameters: { workshop: { state: 'error', expectedConsoleErrors: [/product-id is required/] } },
};
