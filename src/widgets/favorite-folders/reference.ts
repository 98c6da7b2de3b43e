import { documentWidget } from '../widget-reference';
import { favoriteFoldersWidget } from './definition';

export const favoriteFoldersReference = documentWidget(favoriteFoldersWidget, {
  synopsis: 'The folder list of a my-page favourite type, with its management.',
  purpose:
    'The folder list of a my-page favourite type and its management: create, rename, show on top, reorder (pointer or keyboard), save the order, delete. The type comes from the path; the page has layout `mypage_{type}_folders`.',
  attributes: {},
  renders: {
    guest:
      'the `register` and `login` links, at least one screen tall; no create-folder control (a guest has no folder list, and the store refuses a guest’s folder changes)',
    member:
      'the create-folder control, the folders with their controls, the unclassified folder and the save-order bar',
    loading: 'the create-folder control, at least one screen tall, until the folder list answers',
    failure:
      'the folder list failing: its message in a `role="alert"`; a failed change: its message, nothing changed',
  },
  layers: [{ what: 'the delete confirmation dialog (`position: fixed`)', zIndex: 1000 }],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
  ],
  states: [
    {
      name: 'list',
      when: 'the unclassified folder (with `unclassified_notice`) and each folder with its controls',
    },
    {
      name: 'creating or renaming',
      when: 'a text input `folder_name`, prefilled with the default name, submitted by Enter or `save`',
    },
    { name: 'invalid name', when: 'the folder-name error in a `role="alert"`, nothing sent' },
    {
      name: 'reordering',
      when: 'each handle a button `reorder` (Space to lift, arrows to move, Space to drop), then `save_sort_order`',
    },
    { name: 'deleting', when: 'a `role="dialog"` confirmation with the checkbox `delete_items_too`' },
    { name: 'done', when: '`settings_completed` or `sort_saved` in a `role="status"`' },
    { name: 'guest', when: 'the `register` and `login` links, no folder controls' },
  ],
  behaviour: [
    '`create_folder` reveals a text input `folder_name` prefilled with the default name (`New folder N`), submitted by Enter or `save`; `rename` uses the same input.',
    'Reorder by pointer drag-and-drop or by keyboard: each folder’s handle is a button `reorder` (Space to lift, arrow keys to move, Space to drop), then `save_sort_order`. The screen-reader instructions and announcements (`dnd_*`) are in the page’s language.',
    'The unclassified folder is named by the `unclassified` label whatever name the server sent.',
    'Errors and completion marks are in `role="alert"` or `role="status"` elements.',
    'A guest gets the `register` link and the `login` link (to `hosts.store`; after logging in the shopper comes back to the page) instead of `create_folder`; a page whose status says the member cookie is stale turns to them once the status answers.',
  ],
  events: [
    {
      name: 'storefront:folders-changed',
      when: 'a folder created, renamed, shown on top, reordered or deleted',
    },
  ],
  labels: [
    'unclassified',
    'unclassified_notice',
    'new_folder',
    'create_folder',
    'folder_name',
    'reorder',
    'rename',
    'save',
    'cancel',
    'delete',
    'show_on_top',
    'settings_completed',
    'save_sort_order',
    'sort_saved',
    'delete_items_too',
    'folder_name_empty',
    'folder_name_long',
    'folder_name_illegal',
    'folder_count',
    'failed',
    'dnd_instructions',
    'dnd_picked',
    'dnd_moved',
    'dnd_dropped',
    'dnd_cancelled',
    'register',
    'login',
  ],
  footprint: 'At least one screen tall (`100svh`) from its first render, whatever the number of folders.',
  hostCss: `[data-widget='favorite-folders'] {
  min-height: 100vh;
  min-height: 100svh;
}`,
});
