import { documentWidget } from '../widget-reference';
import { favoriteFolderMenuWidget } from './definition';

export const favoriteFolderMenuReference = documentWidget(favoriteFolderMenuWidget, {
  synopsis: 'The my-page folder menu: the root list, Unclassified and each folder, with counts.',
  purpose:
    'The my-page folder menu: links to the root list (`/{site}/mypage/{type}/`), Unclassified and each folder, with item counts; the current one has `aria-current="page"`. The favourite type and the current link come from the page’s path alone (the segment after `mypage`, and the path itself); the configuration’s `layout` is not read.',
  attributes: {},
  renders: {
    guest:
      'the `register` and `login` links in the menu’s place (a navigation named by the favourite type; under 600 px on its 44 px line), no folder links: a guest has no folders',
    member: 'the links with their counts, the current one `aria-current="page"` (under 600 px a disclosure)',
    loading:
      'for a member, the menu without links (under 600 px its disclosure, disabled, naming the favourite type) until the folder list answers',
    failure: 'the folder list failing: the menu stays without links, and the island is `ready`',
  },
  ready:
    'Once the folder list has answered or failed; at once for a guest (the links need nothing) and off a my-page path.',
  layers: [],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
  ],
  states: [
    { name: 'member', when: 'the root list, `unclassified` and each folder, with `folder_count`' },
    {
      name: 'narrow',
      when: 'under 600 px: a 44 px disclosure naming the current folder, the links opening below it',
    },
    { name: 'guest', when: 'the `register` and `login` links, no folders' },
    { name: 'off my page', when: 'nothing' },
  ],
  behaviour: [
    'The current link has `aria-current="page"`: the one whose path equals the page’s (trailing slash ignored), or, where none does, the one matching with everything from the first `=` and a trailing slash removed.',
    'Under 600 px it is a 44 px disclosure: a button naming the current folder and its count, the links opening below it on a tap.',
    'On a `/mypage/mygenre/` page the links keep `mygenre` (the calls use `searchword`).',
    'A guest gets the `register` link and the `login` link (to `hosts.store`; after logging in the shopper comes back to the page) where a member’s folder links would be.',
  ],
  events: [],
  labels: ['wishlist', 'followlist', 'searchword', 'unclassified', 'folder_count', 'register', 'login'],
  footprint:
    'Under 600 px a 44 px disclosure; wider, the list of links, meant for a side column laid out in a grid or flex row beside the content (not a float).',
  hostCss: `@media (max-width: 599px) {
  [data-widget='favorite-folder-menu'] {
    min-height: 44px;
  }
}`,
});
