import { documentWidget } from '../widget-reference';
import { favoriteButtonWidget } from './definition';

export const favoriteButtonReference = documentWidget(favoriteButtonWidget, {
  synopsis: 'The favourite button of one work.',
  purpose: 'The favourite button alone, for a work page or anywhere a work is named.',
  attributes: {
    'product-id': {
      description: 'The work number (`product_id`), kept exactly as written.',
      example: 'RJ01000002',
      missing: 'nothing renders and the island is reported',
    },
  },
  renders: {
    guest: 'a plain link `into_favorite` to `/{site}/mypage/wishlist/=/product_id/{id}.html`',
    member: 'a button `into_favorite`, or `added` once the work is a favourite',
    loading: 'the button, before the favourites list has answered',
    failure: 'a failed add: the message in a `role="alert"` below the button, the work not a favourite',
  },
  layers: [{ what: 'the failure message, over what follows the button', zIndex: 1 }],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
  ],
  states: [
    { name: 'guest', when: 'a plain link `into_favorite` to the wishlist page of the work' },
    { name: 'member', when: 'a button `into_favorite`' },
    { name: 'added', when: 'the work is a favourite: `added`, not an action (`aria-disabled="true"`)' },
    { name: 'add failed', when: 'the message in a `role="alert"` element' },
  ],
  behaviour: [
    'A guest gets a plain link to `/{site}/mypage/wishlist/=/product_id/{id}.html`.',
    'While its add is under way the button is `aria-disabled="true"` and `aria-busy="true"` and does nothing; it keeps the keyboard focus, so after a failure the shopper is still on it to try again.',
    'Once the work is a favourite the button reads `added` and is no longer an action (`aria-disabled="true"`).',
  ],
  events: [{ name: 'storefront:favorite-added', when: 'the work added to the favourites' }],
  labels: ['into_favorite', 'added', 'failed'],
  footprint: 'One 32 px line.',
  hostCss: `[data-widget='favorite-button'] {
  min-height: 32px;
}`,
});
