import { documentWidget } from '../widget-reference';
import { productItemWidget } from './definition';

export const productItemReference = documentWidget(productItemWidget, {
  synopsis:
    "A work's product card: price, rating, the action button, the favourite button and the work's links.",
  purpose:
    'The product card of a list page: the work, its price and rating, the action button (download, on rental, in cart, rental options or add to cart), the favourite button, the coupon notice, sample and demo access, the detail link and the community links. Fits cells from 160 px wide in every layout.',
  attributes: {
    'product-id': {
      description: 'The work number (`product_id`), kept exactly as written.',
      example: 'RJ01000001',
      missing: 'the card stays empty and the island is reported',
    },
    layout: {
      description:
        'The card layout: one column, two columns (the actions in a column on the right) or an image tile. Under 520 px wide all three arrange the card alike.',
      example: '2column',
      invalid: 'the card stays empty and the island is reported',
      values: {
        '1column':
          'One column: from 520 px wide the links on one line; from 760 px the actions beside the info (a desktop row, 180 px tall).',
        '2column':
          'Two columns: from 520 px wide the info and links on the left, the actions in a column on the right (208 px tall).',
        image:
          'A tile for image grids: from 520 px wide it keeps the arrangement of a 300–519 px card (actions side by side, links in two rows; 296 px tall).',
      },
    },
    cacheable: {
      description: 'How the card’s product info is asked for.',
      example: 'true',
      invalid: 'the card stays empty and the island is reported',
      values: {
        true: 'The product info comes from the pooled, cacheable GET shared with every card of the page.',
        false: 'The product info comes from a single-id POST of its own (fresh prices, never from a cache).',
      },
    },
    render: {
      description: 'What the island draws: the whole card, or only its actions.',
      example: 'card',
      invalid: 'the card stays empty and the island is reported',
      values: {
        card: 'The whole card; the island’s server-rendered children stay as they are.',
        actions:
          'Only the card’s actions (the action button with its popups, the favourite button, the coupon notice where there is one), for a page that renders the work’s title, maker, price and rating itself; the island’s server-rendered children are then the no-script fallback of those actions: hidden once the actions show, shown again when the island fails or is unmounted.',
      },
    },
  },
  children: {
    description:
      'With `data-render="card"` (the default) the widget reads none and they stay as they are. With `data-render="actions"` they are the no-script fallback of the actions the island draws (the store’s own list markup: its cart and favourite links): hidden (inline `display: none !important`) once the actions show, shown again as they were when the island fails or is unmounted.',
    example:
      '<a class="btn_cart" href="/maniax/cart/=/product_id/RJ01000001.html">カートに追加</a>\n<a class="btn_favorite" href="/maniax/mypage/wishlist">お気に入りに追加</a>',
  },
  renders: {
    guest:
      'the card with `into_cart` (or the rental options) and the favourite button as a plain link to the wishlist page; never In Cart, Download, Stream, Added or on rental',
    member:
      'the card with the action button for the member’s state of the work (download, on rental, in cart, rental options, add to cart) and the favourite button; until the member’s status and boughts answer (at most 1 s), a disabled, busy `into_cart` button holds the action’s place',
    loading:
      'an empty card frame (`aria-busy`) filling the reserved box until the work’s product info answers; for a member, the action’s place held (a disabled `into_cart` button, `aria-busy`, drawn as a skeleton) until the status and boughts answer, at most 1 s; community counts `-` until the card comes within a screen',
    failure:
      'product info failing or not knowing the work: nothing, `error`, the reserved box kept; a failed add: the message in a `role="alert"`, nothing changed',
  },
  ready:
    'Once the card is on screen with its product info and, for a member, its action: the status and the boughts answered or failed, or 1 s after the card’s first render; a guest’s card does not wait for them. `error` when product info fails or does not know the work.',
  layers: [
    {
      what: 'the sample viewer’s backdrop (`position: fixed; inset: 0`, inside the card, not in the top layer: see Behaviour)',
      zIndex: 1000,
    },
    { what: 'the rental options popup', zIndex: 10, topLayer: true },
    { what: 'the rating tooltip', zIndex: 10, topLayer: true },
    { what: 'the favourite button’s failure message, over what follows it', zIndex: 1 },
  ],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
  ],
  states: [
    {
      name: 'download',
      when: 'a bought work: a `Download` link to its `down_url` and a `Stream` link to the player',
    },
    { name: 'on rental', when: 'a live rental: a link to the work page reading `on_rental`' },
    { name: 'in cart', when: 'the work is in the cart: a link to `/{site}/cart/` reading `cart`' },
    {
      name: 'rental options',
      when: 'a rentable work: a button opening the `rental_options` dialog, one button per rental',
    },
    {
      name: 'sales ended',
      when: 'a work neither on sale nor rentable: the text `sales_ended`, no button',
    },
    {
      name: 'price unknown',
      when: 'the store’s answer gives no price: no price and no action (the `detail` link to the work page stays)',
    },
    {
      name: 'add to cart',
      when: 'otherwise: a button `into_cart`; after a successful add it reads `into_cart_result` and links to the cart',
    },
    {
      name: 'add failed',
      when: 'the store refused or the call failed: the message in a `role="alert"`, every state left as it was',
    },
    {
      name: 'action pending',
      when: 'a member’s status or boughts on their way: a disabled `into_cart` button (`aria-busy`) drawn as a skeleton of the Add to Cart button’s size; a tap adds nothing',
    },
    { name: 'loading', when: 'until its product info answers: the card keeps its reserved box' },
  ],
  behaviour: [
    'The action button, first matching state wins: download (bought: a `Download` link to `down_url` and a `Stream` link to `{player}?workno={id}`; without a usable `down_url` the `Download` link goes to the work’s pack-download page, which serves all of its files), on rental, in cart, rental options (a `role="dialog"` popup whose entries are buttons; a disabled entry has `disabled` or `aria-disabled="true"`), then sales ended (neither on sale nor rentable: the text `sales_ended`), then price unknown (on sale, but the answer gives no price: no price and no action; `price: 0` is the price of a free work unless the answer says `is_free: false`), else add to cart.',
    'A member’s status (the cart) and boughts (bought works, rentals) decide the action: until both have answered or failed, for at most 1 s from the card’s first render, the action’s place holds a disabled `into_cart` button (`aria-busy`, drawn as a skeleton, the Add to Cart button’s box), so a tap then never adds a work the member owns, rents or has in the cart, and the island is not `ready` yet. Past 1 s the card shows the action the lists it has give. A guest’s card shows its action at once.',
    'Right after a successful add the control reads `into_cart_result`, links to the cart and takes focus. The status lives in a `role="status"` region that is in the card, empty, before the add.',
    'An add to cart loads the code that reads its answer before sending (started on a pointer over or focus on the control). If that code cannot be loaded, the click shows `failed` and nothing is sent.',
    'Long work names (2 lines), maker names (1 line), coupon sentences and notes (2 lines) are clamped, with the full text in the page (names and coupon sentences also in a `title`).',
    'The `sample` button opens the sample viewer: a `role="dialog"` (`aria-modal="true"`) listing the sample images, closed by `close`, Escape or a press on its backdrop, focus then back on the button. It renders inside the card, not in the top layer: its backdrop is a `position: fixed; inset: 0` box whose containing block is the viewport only where no ancestor of it has a `transform`, a `filter`, a `container-type` or `contain: layout` or `paint`. Under the host CSS below (the cell a size container, the island `contain: size layout style`) the backdrop covers the card’s box alone, the dialog is centred on the card at the card’s width, up to 90vh tall, spilling above and below it, and its z-index counts only inside the island (layout containment makes it a stacking context of its own).',
    'The card’s community counts load once the card comes within a screen of the viewport; `-` until then.',
    'The card takes the width of its island and arranges itself by that width (container queries), not by the viewport’s.',
  ],
  events: [
    { name: 'storefront:cart-added', when: 'the work, or one of its rentals, put in the cart' },
    { name: 'storefront:favorite-added', when: 'the work added to the favourites from the card' },
  ],
  labels: [
    'into_cart',
    'into_cart_result',
    'cart',
    'into_favorite',
    'added',
    'download',
    'download_play',
    'on_rental',
    'sales_ended',
    'label_buy',
    'label_rental',
    'detail',
    'cart_item_buy',
    'cart_item_rental',
    'sample',
    'demo',
    'with_coupon',
    'with_coupon_description',
    'failed',
    'close',
    'rental_options',
    'rating',
    'rating_value',
    'rental_period',
    'time_left',
    'community_matome',
    'community_talk',
  ],
  footprint:
    'The card height per width band of its cell: 412 px under 300 px; 296 px from 300 px; from 520 px 268 px (`1column`), 208 px (`2column`), 296 px (`image`); from 760 px 180 px (`1column`). With `data-render="actions"`: the action row, 32 px high (more with a coupon notice), in the width the store gives it.',
  hostCss: `.store-card {
  container-type: inline-size;
}
[data-widget='product-item']:not([data-render='actions']) {
  min-height: 412px;
  contain: size layout style;
}
@container (min-width: 300px) {
  [data-widget='product-item']:not([data-render='actions']) {
    min-height: 296px;
  }
}
@container (min-width: 520px) {
  [data-widget='product-item']:not([data-render='actions'])[data-layout='1column'],
  [data-widget='product-item']:not([data-render='actions']):not([data-layout]) {
    min-height: 268px;
  }
  [data-widget='product-item']:not([data-render='actions'])[data-layout='2column'] {
    min-height: 208px;
  }
}
@container (min-width: 760px) {
  [data-widget='product-item']:not([data-render='actions'])[data-layout='1column'],
  [data-widget='product-item']:not([data-render='actions']):not([data-layout]) {
    min-height: 180px;
  }
}
/* data-render="actions": the action row alone, beside the store's own text (a coupon notice adds lines) */
[data-widget='product-item'][data-render='actions'] {
  min-height: 32px;
}`,
});
