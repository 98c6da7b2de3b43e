import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAVORITE_ADDED, type FavoriteAddedDetail } from '../../events/host-events';
import { ja } from '../../i18n/ja';
import { island, islandMeta, islandsSettled, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';

// RJ01000002 is not among the member's favourites; RJ01000001 is (fixtures/member.json).
const button = (id: string) => island('favorite-button', { 'product-id': id });

const meta = {
  title: 'favorite-button',
  ...islandMeta,
  args: { html: button('RJ01000002') },
} satisfies Meta<IslandArgs>;
export default meta;

export const Member: IslandStory = {
  name: 'member',
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: ja.into_favorite })).toBeEnabled();
  },
};

export const Added: IslandStory = {
  name: 'member, already a favourite',
  args: { html: button('RJ01000001') },
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    const added = await canvas.findByText(ja.added);
    await expect(added).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Guest: IslandStory = {
  name: 'guest: a link to the wishlist page',
  globals: { shopper: 'guest' },
  play: async (context) => {
    await islandsSettled(context);
    const link = within(context.canvasElement).getByRole('link', { name: ja.into_favorite });
    await expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/=/product_id/RJ01000002.html');
  },
};

export const English: IslandStory = { name: 'member, in English', globals: { lang: 'en' } };

export const Books: IslandStory = {
  name: 'books site',
  globals: { site: 'books' },
  args: { html: button('BJ02000001') },
};

export const Adds: IslandStory = {
  name: 'member adds a favourite',
  play: async (context) => {
    await islandsSettled(context);
    const events: FavoriteAddedDetail[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<FavoriteAddedDetail>).detail);
    document.addEventListener(FAVORITE_ADDED, listen);
    try {
      const canvas = within(context.canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: ja.into_favorite }));
      await expect(await canvas.findByText(ja.added)).toHaveAttribute('aria-disabled', 'true');
      const [sent] = storyStore().requestsOf('wishlist');
      await expect(sent?.body).toMatchObject({ mode: 'wishlist', product_id: 'RJ01000002' });
      await waitFor(() => expect(events).toEqual([expect.objectContaining({ productId: 'RJ01000002' })]));
    } finally {
      document.removeEventListener(FAVORITE_ADDED, listen);
    }
  },
};

export const AddFails: IslandStory = {
  name: 'member, the add fails',
  globals: { fault: 'xml-fail' },
  parameters: { workshop: { faultCalls: ['wishlist'] } },
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ja.into_favorite }));
    await expect(await canvas.findByRole('alert')).not.toBeEmptyDOMElement();
    // Nothing changed: the button is still there to try again.
    await expect(canvas.getByRole('button', { name: ja.into_favorite })).toBeEnabled();
  },
};

// The button mounts at once: while the member's favourites are on their way it offers the add.
export const ListsLoading: IslandStory = {
  name: 'favourites still loading',
  args: { html: button('RJ01000001') },
  globals: { fault: 'loading' },
};

export const ListsFailed: IslandStory = {
  name: 'favourites failed to load',
  args: { html: button('RJ01000001') },
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['favorites'] } },
};

export const MissingId: IslandStory = {
  name: 'no product id (island error)',
  args: { html: island('favorite-button') },
  parameters: { workshop: { state: 'error', expectedConsoleErrors: [/product-id is required/] } },
};
