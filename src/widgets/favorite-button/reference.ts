import { documentWidget } from '../widget-reference';
import { favoriteButtonWidget } from './definition';

export const favoriteButtonReference = documentWidget(favoriteButtonWidget, {
  purpose: 'The favourite button alone, for a work page or anywhere a work is named.',
  attributes: {
    'product-id': {
      description: 'The work number (`product_id`), kept exactly as written.',
      example: 'RJ01000002',
      missing: 'nothing renders and the island is reported',
    },
  },
  states: [
    { name: 'guest', when: 'a plain link `into_favorite` to the wishlist page of the work' },
    { name: 'member', when: 'a button `into_favorite`' },
    { name: 'added', when: 'the work is a favourite: `added`, not an action (`aria-disabled="true"`)' },
    { name: 'add failed', when: 'the message in a `role="alert"` element' },
  ],
  events: [{ name: 'storefront:favorite-added', when: 'the work added to the favourites' }],
  labels: ['into_favorite', 'added', 'failed'],
  footprint: 'One 32 px line.',
  hostCss: `[data-widget='favorite-button'] {
  min-height: 32px;
}`,
});
