import { documentWidget } from '../widget-reference';
import { favoriteItemWidget } from './definition';

export const favoriteItemReference = documentWidget(favoriteItemWidget, {
  synopsis: 'The controls of one item row of a my-page list.',
  purpose:
    'One item row of a my-page list. The server-rendered row stays; the widget adds the per-item menu (move to a folder, create a folder and move, delete), the undo row, and on the root page the item’s folder link and name.',
  attributes: {
    'item-id': {
      description: 'The favourite item’s id, kept exactly as written.',
      example: '101',
      missing: 'nothing is added to the row and the island is reported',
    },
    'folder-id': {
      description: 'The folder the item is in, kept exactly as written.',
      example: '11',
      missing: 'the unclassified folder (so does an empty value)',
    },
    'folder-name': {
      description: 'The folder’s name as the page rendered it, shown on the root page.',
      example: 'Buy later',
      missing: 'no name (the unclassified folder is named by `unclassified` whatever the page sent)',
    },
  },
  children: {
    description: 'The server-rendered row content stays as it is.',
    example: '<a href="/maniax/work/=/product_id/RJ01000001.html">Starfall Serenade</a>',
  },
  renders: {
    guest:
      'the row’s 28 px line with the `register` and `login` links in place of the `item_menu` button (on the root page after the folder link named by `folder-name`): a guest has no folders, and the store refuses a guest’s moves and deletes, so no menu is offered',
    member: 'the row with its menu button, and on the root page the item’s folder link',
    loading: 'the server’s row with its reserved 28 px line',
    failure: 'a failed move, delete or undo: the message in a `role="alert"`, the item as it was',
  },
  layers: [{ what: 'the item menu, below its button', zIndex: 10, topLayer: true }],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
  ],
  states: [
    {
      name: 'row',
      when: 'a button `item_menu` (`aria-haspopup="menu"`) opening a menu of folders, create-and-move and delete',
    },
    { name: 'root page', when: 'the item’s folder link and name on one 28 px line' },
    { name: 'moved', when: 'the row reads `moved_to`' },
    { name: 'deleted', when: 'the row reads `deleted` with `undo`' },
    { name: 'failed', when: 'the message in a `role="alert"`, the item as it was' },
    { name: 'guest', when: 'the `register` and `login` links on the row’s line, no `item_menu`' },
  ],
  behaviour: [
    'The item menu is a WAI-ARIA menu (`menuitem` and `menuitemradio` entries, the current folder checked): move to Unclassified or a folder, create-and-move (the new-folder input sits beside the menu), delete.',
    'Focus goes to what replaces the control that left: `undo` after a delete, the item’s menu button after an undo, the notice after a move.',
    'The root page is one whose configuration `layout` is neither `mypage_{type}_folders` nor `mypage_{type}_folder` (`mypage_{type}`, or no layout); there a long folder name is cut with an ellipsis.',
    'A guest gets the `register` link and the `login` link (to `hosts.store`; after logging in the shopper comes back to the page) instead of the item menu; a page whose status says the member cookie is stale turns to them once the status answers.',
  ],
  events: [
    {
      name: 'storefront:folders-changed',
      when: 'the item moved, deleted or restored, or a folder created to move it into',
    },
  ],
  labels: [
    'item_menu',
    'unclassified',
    'new_folder',
    'create_folder',
    'folder_name',
    'save',
    'delete',
    'deleted',
    'undo',
    'moved_to',
    'failed',
    'folder_name_empty',
    'folder_name_long',
    'folder_name_illegal',
    'register',
    'login',
  ],
  footprint:
    'One line of controls, 28 px tall, after the row’s server content. The reserve is an invisible box: on a page that arrives in pieces, the row’s content is parsed after the box is painted, and only a visible box counts as moving.',
  hostCss: `[data-widget='favorite-item']:not([data-widget-state])::after {
  content: '';
  display: block;
  height: 28px;
  visibility: hidden;
}`,
});
