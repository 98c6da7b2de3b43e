import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeStore } from '../../mocks/fake-store';
import { islandMeta, settle, type IslandArgs, type IslandStory } from '../island-story';
import { storyStore } from '../story-setup';
import { FOLDERS_PAGE, foldersPage, rowOf, storedFolder } from './favorite-folders-kit';

const meta = {
  title: 'favorite-folders',
  ...islandMeta,
  args: { html: FOLDERS_PAGE },
  parameters: foldersPage('wishlist'),
} satisfies Meta<IslandArgs>;
export default meta;

export const Favourites: IslandStory = {
  name: 'favourites folders',
  play: async (context) => {
    const { t } = await settle(context);
    const canvas = within(context.canvasElement);
    // A name holding HTML shows as text.
    const html = storedFolder(13).name;
    await expect(await canvas.findByText(html)).toBeVisible();
    await expect(context.canvasElement.querySelector('.sf-folders img')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: t('reorder') })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: t('create_folder') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('save_sort_order') })).toBeEnabled();
  },
};

export const English: IslandStory = {
  name: 'favourites folders, English',
  globals: { lang: 'en' },
};

export const FollowList: IslandStory = {
  name: 'follow list folders',
  parameters: foldersPage('followlist'),
};

export const SavedSearches: IslandStory = {
  name: 'saved search folders',
  parameters: foldersPage('searchword'),
};

export const UnclassifiedNotice: IslandStory = {
  name: 'the unclassified folder and its notice',
  play: async (context) => {
    const { t } = await settle(context);
    const canvas = within(context.canvasElement);
    const notice = await canvas.findByText(t('unclassified_notice'));
    // Named by the page's label, with no rename, delete or reorder of its own.
    const row = notice.closest('.sf-folders__row') as HTMLElement;
    await expect(row).toHaveTextContent(t('unclassified'));
    await expect(within(row).queryByRole('button')).toBeNull();
    // Every folder but the unclassified one can be renamed and deleted.
    await expect(canvas.getAllByRole('button', { name: t('rename') })).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: t('delete') })).toHaveLength(4);
  },
};

export const ShownOnTop: IslandStory = {
  name: 'folders shown on top checked',
  play: async (context) => {
    const { t, canvas } = await settle(context);
    await within(canvas).findByText(storedFolder(11).name);
    for (const id of [11, 12, 13, 14]) {
      const folder = storedFolder(id);
      const box = within(rowOf(canvas, folder.name)).getByRole('checkbox', { name: t('show_on_top') });
      if (folder.is_visible) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
  },
};

export const NoFolders: IslandStory = {
  name: 'no folders yet',
  parameters: {
    workshop: {
      arrange: (fake: FakeStore) => {
        fake.db.folders.folders = fake.db.folders.folders.filter((f) => f.type !== 'wishlist');
      },
    },
  },
  play: async (context) => {
    const { t } = await settle(context);
    const canvas = within(context.canvasElement);
    await canvas.findByText(t('unclassified_notice'));
    await expect(canvas.queryByRole('button', { name: t('reorder') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('create_folder') })).toBeVisible();
  },
};

export const Guest: IslandStory = {
  name: 'guest: the sign-up and log-in links, no folders',
  globals: { shopper: 'guest' },
  play: async (context) => {
    const { t } = await settle(context);
    // docs/behaviour.md "Members and guests": a guest sees no personal lists, and the folders are never asked
    // for; no create control that the store would refuse, but what a guest can do.
    await expect(storyStore().requestsOf('folders')).toHaveLength(0);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('link', { name: t('register') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('login') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('create_folder') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('reorder') })).toBeNull();
    await expect(canvas.queryByText(t('unclassified_notice'))).toBeNull();
  },
};

export const Loading: IslandStory = {
  name: 'loading: the list on its way',
  globals: { fault: 'loading' },
  play: async (context) => {
    // Usable once mounted (docs/page-contract.md "data-widget-state": only data-driven widgets wait for their
    // data).
    const { t } = await settle(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: t('create_folder') })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('reorder') })).toBeNull();
  },
};

export const ListFailed: IslandStory = {
  name: 'folder list failed (HTTP 500)',
  globals: { fault: 'http500' },
  parameters: { workshop: { faultCalls: ['folders'] } },
  play: async (context) => {
    const { t } = await settle(context);
    const canvas = within(context.canvasElement);
    // Said so, rather than shown as a member without folders.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('failed'));
    await expect(canvas.queryByRole('button', { name: t('reorder') })).toBeNull();
  },
};

export const ListRefused: IslandStory = {
  name: 'folder list refused (result false)',
  globals: { fault: 'result-false' },
  parameters: { workshop: { faultCalls: ['folders'] } },
  play: async (context) => {
    const { t, canvas } = await settle(context);
    const alert = await within(canvas).findByRole('alert');
    // The store's own message.
    await expect(alert).not.toHaveTextContent(t('failed'));
    await expect(alert).not.toBeEmptyDOMElement();
  },
};
