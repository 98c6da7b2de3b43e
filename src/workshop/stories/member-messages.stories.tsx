import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { en } from '../../i18n/en';
import { ja } from '../../i18n/ja';
import type { FakeStore } from '../../mocks/fake-store';
import { island, islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';

// fixtures/member.json: messages m1 and m3 are in service (m2 is not), and two information notices.
// The second title's markup is dropped: titles show as text.
const IN_SERVICE = ['ポイント還元キャンペーン開催中 Point campaign', 'クーポンが届きました New coupon'];
const ENDED = '終了したお知らせ Ended notice';

type Context = Parameters<NonNullable<IslandStory['play']>>[0];

/** Ready, with nothing inside: the widget may render nothing (no empty-widget report). */
async function expectNothing(context: Context) {
  await islandsSettled(context);
  const element = context.canvasElement.querySelector('[data-widget="member-messages"]');
  await expect(element).toBeEmptyDOMElement();
}

const meta = {
  title: 'member-messages',
  ...islandMeta,
  args: { html: island('member-messages') },
} satisfies Meta<IslandArgs>;
export default meta;

export const Member: IslandStory = {
  name: 'member with messages and notices',
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    const messages = within(canvas.getByRole('region', { name: ja.messages }));
    for (const title of IN_SERVICE) await expect(messages.getByRole('link', { name: title })).toBeVisible();
    await expect(canvas.queryByText(ENDED)).toBeNull();
    const info = within(canvas.getByRole('region', { name: ja.info }));
    await expect(info.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const English: IslandStory = {
  name: 'member, in English',
  globals: { lang: 'en' },
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('region', { name: en.messages })).toBeVisible();
    await expect(canvas.getByRole('region', { name: en.info })).toBeVisible();
  },
};

export const NoticesOnly: IslandStory = {
  name: 'member with notices only',
  parameters: {
    workshop: {
      arrange: (fake: FakeStore) => {
        fake.db.member.message = [];
      },
    },
  },
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('region', { name: ja.messages })).toBeNull();
    await expect(canvas.getByRole('region', { name: ja.info })).toBeVisible();
  },
};

export const NothingToShow: IslandStory = {
  name: 'member with nothing to show',
  parameters: {
    workshop: {
      arrange: (fake: FakeStore) => {
        fake.db.member.message = [];
        fake.db.member.info = [];
      },
    },
  },
  play: expectNothing,
};

export const Guest: IslandStory = {
  name: 'guest: nothing, and ready',
  globals: { shopper: 'guest' },
  play: expectNothing,
};

export const Loading: IslandStory = {
  name: 'loading',
  globals: { fault: 'loading' },
  parameters: { workshop: { state: 'loading' } },
};

export const Failed: IslandStory = {
  name: 'the status call fails',
  globals: { fault: 'http500' },
  play: expectNothing,
};
