import { documentWidget } from '../widget-reference';
import { favoriteFolderMenuWidget } from './definition';

export const favoriteFolderMenuReference = documentWidget(favoriteFolderMenuWidget, {
  synopsis: 'The my-page folder menu: the root list, Unclassified and each folder, with counts.',
  purpose:
    'The my-page folder menu: links to the root list (`/{site}/mypage/{type}/`), Unclassified and each folder, with item counts; the current one has `aria-current="page"`. The favourite type and the current page come from the path and the page’s `layout`.',
  attributes: {},
  renders: {
    guest: 'nothing',
    member: 'the links with their counts, the current one `aria-current="page"` (under 600 px a disclosure)',
    loading: 'nothing until the folder list answers',
    failure: 'the folder list failing: nothing, and the island is `ready`',
  },
  ready: 'Once the folder list has answered or failed; at once off a my-page path.',
  layers: [],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: bit 1 set for a member' },
  ],
  states: [
    { name: 'member', when: 'the root list, `unclassified` and each folder, with `folder_count`' },
    {
      name: 'narrow',
      when: 'under 600 px: a 44 px disclosure naming the current folder, the links opening below it',
    },
    { name: 'guest or off my page', when: 'nothing' },
  ],
  events: [],
  labels: ['wishlist', 'followlist', 'searchword', 'unclassified', 'folder_count'],
  footprint:
    'Under 600 px a 44 px disclosure; wider, the list of links, meant for a side column laid out in a grid or flex row beside the content (not a float).',
  hostCss: `@media (max-width: 599px) {
  [data-widget='favorite-folder-menu'] {
    min-height: 44px;
  }
}`,
});
