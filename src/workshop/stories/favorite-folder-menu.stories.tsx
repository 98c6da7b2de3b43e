import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  island,
  islandMeta,
  islandsSettled,
  settle,
  type IslandArgs,
  type IslandStory,
} from '../island-story';
import { storyStore } from '../story-setup';
import { storedFolder } from './favorite-folders-kit';

// The my pages' side column, as the store writes it (preview/mypage-pages.ts): the menu reads its type and
// its current entry from the page's path.
const MENU = `<div class="store-mypage"><nav class="store-side">${island('favorite-folder-menu')}</nav></div>`;

const page = (pathname: string, layout: string) => ({ page: { pathname, layout } });

/** The menu's link marked as the page the shopper is on. */
const currentLink = (canvas: HTMLElement) => within(canvas).getByRole('link', { current: 'page' });

const meta = {
  title: 'favorite-folder-menu',
  ...islandMeta,
  args: { html: MENU },
  parameters: page('/maniax/mypage/wishlist/', 'mypage_wishlist'),
} satisfies Meta<IslandArgs>;
export default meta;

export const RootList: IslandStory = {
  name: 'favourites, the root list current',
  play: async (context) => {
    const { t } = await settle(context);
    const link = currentLink(context.canvasElement);
    await expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/');
    await expect(link).toHaveTextContent(t('wishlist'));
    // Root, Unclassified and the four wishlist folders of the fixtures.
    await expect(within(context.canvasElement).getAllByRole('link')).toHaveLength(6);
  },
};

export const Unclassified: IslandStory = {
  name: 'unclassified folder current',
  parameters: page('/maniax/mypage/wishlist/folder/', 'mypage_wishlist_folder'),
  play: async (context) => {
    const { t, canvas } = await settle(context);
    await expect(currentLink(canvas)).toHaveTextContent(t('unclassified'));
  },
};

export const OneFolder: IslandStory = {
  name: 'a folder current',
  parameters: page('/maniax/mypage/wishlist/folder/=/folder_id/12', 'mypage_wishlist_folder'),
  play: async (context) => {
    await islandsSettled(context);
    const link = currentLink(context.canvasElement);
    await expect(link).toHaveAttribute('href', '/maniax/mypage/wishlist/folder/=/folder_id/12');
    await expect(link).toHaveTextContent(storedFolder(12).name);
  },
};

export const FolderManagement: IslandStory = {
  name: 'on the folder management page',
  parameters: page('/maniax/mypage/wishlist/folders/', 'mypage_wishlist_folders'),
};

export const FollowList: IslandStory = {
  name: 'follow list',
  parameters: page('/maniax/mypage/followlist/', 'mypage_followlist'),
};

export const SavedSearches: IslandStory = {
  name: 'saved searches',
  parameters: page('/maniax/mypage/searchword/folder/=/folder_id/20', 'mypage_searchword_folder'),
};

export const OlderSavedSearchPath: IslandStory = {
  name: "saved searches on an older 'mygenre' path",
  parameters: page('/maniax/mypage/mygenre/', 'mypage_mygenre'),
  play: async (context) => {
    await islandsSettled(context);
    // The links keep the page's own segment; the call asks for the saved searches.
    await expect(currentLink(context.canvasElement)).toHaveAttribute('href', '/maniax/mypage/mygenre/');
    const [call] = storyStore().requestsOf('folders');
    await expect(new URL(call?.url ?? location.href).searchParams.get('type')).toBe('searchword');
  },
};

export const English: IslandStory = {
  name: 'English page',
  globals: { lang: 'en' },
  parameters: page('/maniax/mypage/wishlist/folder/', 'mypage_wishlist_folder'),
};

export const Phone: IslandStory = {
  name: 'on a phone: a disclosure naming the current folder',
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: page('/maniax/mypage/wishlist/folder/=/folder_id/11', 'mypage_wishlist_folder'),
  play: async (context) => {
    await islandsSettled(context);
    const canvas = within(context.canvasElement);
    const toggle = canvas.getByRole('button', { expanded: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(currentLink(context.canvasElement)).toHaveAttribute(
      'href',
      '/maniax/mypage/wishlist/folder/=/folder_id/11',
    );
  },
};

export const Guest: IslandStory = {
  name: 'guest: the sign-up and log-in links',
  globals: { shopper: 'guest' },
  play: async (context) => {
    const { t } = await settle(context);
    // A guest has no folders (docs/behaviour.md "Members and guests"): no call, no folder link, but what a
    // guest can do.
    await expect(storyStore().requestsOf('folders')).toHaveLength(0);
    const nav = within(within(context.canvasElement).getByRole('navigation', { name: t('wishlist') }));
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      t('register'),
      t('login'),
    ]);
  },
};

export const Loading: IslandStory = {
  name: 'loading',
  globals: { fault: 'loading' },
  parameters: { workshop: { state: 'loading' } },
};

export const Failed: IslandStory = {
  name: 'folder list failed (HTTP 500)',
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['folders'] } },
};

export const Refused: IslandStory = {
  name: 'folder list refused (result false)',
  globals: { fault: 'result-false' },
  parameters: { workshop: { faultCalls: ['folders'] } },
};
