import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { islandMeta, islandsSettled, settle, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';
import { folderName, folderPage, itemIsland, itemList, openItemMenu, rootPage } from './favorite-item-kit';

const meta = {
  title: 'favorite-item',
  ...islandMeta,
  // Items in folders 11, 12 and 13 (a name and a title holding HTML) and an unclassified one.
  args: { html: itemList(101, 102, 103, 110) },
  parameters: rootPage('wishlist'),
} satisfies Meta<IslandArgs>;
export default meta;

/** The link to an item's folder, on the root list. */
const folderLinkOf = (canvas: HTMLElement, itemId: number) =>
  itemIsland(canvas, itemId).querySelector<HTMLAnchorElement>('.sf-favorite-item__folder');

export const RootList: IslandStory = {
  name: 'rows of the root list, with their folder links',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const link = within(itemIsland(canvas, 101)).getByRole('link', { name: folderName(11) });
    await expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/folder/=/folder_id/11');
    // HTML in a folder name or a title is text; the unclassified folder is named by the page's label.
    await expect(folderLinkOf(canvas, 103)).toHaveTextContent(folderName(13));
    await expect(canvas.querySelector('.store-items img')).toBeNull();
    const unclassified = within(itemIsland(canvas, 110)).getByRole('link', { name: t('unclassified') });
    await expect(unclassified).toHaveAttribute('href', '/maniax/mypage/wishlist/folder/');
  },
};

export const English: IslandStory = {
  name: 'rows of the root list, English',
  globals: { lang: 'en' },
};

export const InAFolder: IslandStory = {
  name: "rows of a folder's page",
  args: { html: itemList(101, 104, 107) },
  parameters: folderPage(11),
  play: async (context) => {
    const { t } = await settle(context);
    // No folder link off the root list: the page is the folder.
    await expect(folderLinkOf(context.canvasElement, 101)).toBeNull();
    await expect(within(context.canvasElement).getAllByRole('button', { name: t('item_menu') })).toHaveLength(
      3,
    );
  },
};

export const Unclassified: IslandStory = {
  name: 'rows of the unclassified folder',
  args: { html: itemList(110, 111, 112) },
  parameters: folderPage(),
};

export const FollowList: IslandStory = {
  name: 'follow list rows',
  args: { html: itemList(113, 117, 121) },
  parameters: rootPage('followlist'),
};

export const SavedSearches: IslandStory = {
  name: "saved search rows on an older 'mygenre' path",
  args: { html: itemList(124, 125, 131) },
  parameters: rootPage('mygenre'),
  play: async (context) => {
    await islandsSettled(context);
    // The folder link keeps the page's 'mygenre'; the calls ask for the saved searches.
    const link = within(itemIsland(context.canvasElement, 124)).getByRole('link', {
      name: folderName(19, 'searchword'),
    });
    await expect(link).toHaveAttribute('href', '/maniax/mypage/mygenre/folder/=/folder_id/19');
    // Read by type: the story before this one (the follow list) may still send its own folders call, which
    // waits for the member status, after it has left the screen.
    const types = () =>
      storyStore()
        .requestsOf('folders')
        .map((call) => new URL(call.url).searchParams.get('type'));
    await waitFor(() => expect(types()).toContain('searchword'));
    await expect(types()).not.toContain('mygenre');
  },
};

export const Popup: IslandStory = {
  name: 'item menu open',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const triggerOf = (itemId: number) =>
      within(itemIsland(canvas, itemId)).getByRole('button', { name: t('item_menu') });
    await expect(triggerOf(101)).toHaveAttribute('aria-haspopup', 'menu');
    // Esc closes a menu and gives focus back to its button.
    await openItemMenu(canvas, 102, t);
    await userEvent.keyboard('{Escape}');
    await expect(within(canvas).queryByRole('menu')).toBeNull();
    await expect(triggerOf(102)).toHaveFocus();
    // One menu at a time: another item's menu closes the open one (it ends open, to be looked at).
    await openItemMenu(canvas, 102, t);
    const menu = await openItemMenu(canvas, 101, t);
    await expect(within(itemIsland(canvas, 102)).queryByRole('menu')).toBeNull();
    await expect(triggerOf(101)).toHaveAttribute('aria-expanded', 'true');
    // Create, Unclassified, the four folders, Delete; the item's own folder checked; focus inside.
    const entries = within(menu);
    await expect(entries.getByRole('menuitem', { name: t('create_folder') })).toHaveFocus();
    await expect(entries.getAllByRole('menuitemradio')).toHaveLength(5);
    await expect(entries.getByRole('menuitemradio', { name: folderName(11) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(entries.getByRole('menuitem', { name: t('delete') })).toBeVisible();
  },
};

export const Guest: IslandStory = {
  name: 'guest: the sign-up and log-in links in place of the menu',
  globals: { shopper: 'guest' },
  play: async (context) => {
    const { t } = await settle(context);
    // docs/behaviour.md "Members and guests": a guest's folders never load; the server-rendered rows stay,
    // each with the links a guest can follow instead of a menu whose moves the store would refuse.
    await expect(storyStore().requestsOf('folders')).toHaveLength(0);
    const canvas = context.canvasElement;
    await expect(canvas.querySelectorAll('.store-item__title')).toHaveLength(4);
    const row = within(itemIsland(canvas, 101));
    await expect(row.getByRole('link', { name: t('register') })).toBeVisible();
    await expect(row.getByRole('link', { name: t('login') })).toBeVisible();
    await expect(within(canvas).queryByRole('button', { name: t('item_menu') })).toBeNull();
  },
};

export const Loading: IslandStory = {
  name: 'loading: the folders on their way',
  globals: { fault: 'loading' },
  play: async (context) => {
    // Usable once mounted: the menu offers Unclassified until the folders are in.
    const { t } = await settle(context);
    const menu = await openItemMenu(context.canvasElement, 101, t, false);
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(1);
  },
};
