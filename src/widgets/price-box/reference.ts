import { documentWidget } from '../widget-reference';
import { priceBoxWidget } from './definition';

export const priceBoxReference = documentWidget(priceBoxWidget, {
  synopsis:
    "The work page's purchase box: price, coupons, buy or rent, add to cart and the floating cart bar.",
  purpose:
    "The work page's purchase box: final price, discount and points (USD and EUR on English pages), gift and coupons, the sell/rental choice with rental options, add to cart, the favourite button, the floating cart bar and the supported-devices toggle. It keeps its skeleton, and is not ready, until what decides its layout has answered (at most 1 s), so it shows once, at its final height.",
  attributes: {
    'product-id': {
      description: 'The work number (`product_id`), kept exactly as written.',
      example: 'RJ01000002',
      missing: 'the box stays empty and the island is reported',
    },
  },
  children: {
    description:
      'A server-rendered child marked `data-slot="devices"` is the supported-devices list: the `devices` toggle opens and closes it. Other children stay as they are.',
    attributes: {
      slot: {
        description:
          'Marks the element inside the island that the box uses, at any depth: the first one marked `devices` counts; other values are ignored.',
        values: {
          devices:
            'The supported-devices list: the `devices` toggle opens and closes it (its `hidden` attribute, given an `id` if it has none), an outside press or Esc closes it; on unmount it is left as it was found. Write it `hidden` so it starts closed.',
        },
      },
    },
    example: '<ul data-slot="devices" hidden>\n  <li>Windows</li>\n  <li>Mac</li>\n</ul>',
  },
  renders: {
    guest:
      'the price, coupons and gift, the buy/rent choice, add to cart and the favourite button as a plain link; it waits only for the coupons',
    member:
      'the same with the member’s state of the work: `Download` and `Stream` once bought, only the upgrade while on rental, in cart, added to favourites',
    loading:
      'a skeleton (`aria-busy`) until the product info, the coupons and, for a member, the status, bought list and favourites have answered (at most 1 s past its first render for the lists)',
    failure:
      'product info failing or not knowing the work: nothing, `error`; a list call failing is not waited for; a failed add: the message in a `role="alert"`',
  },
  ready:
    'Once the box shows at its final height: the product info in and the layout’s calls answered, failed or past 1 s.',
  layers: [
    { what: 'the floating cart bar (`position: fixed` at the bottom of the viewport)', zIndex: 100 },
    { what: 'the favourite button’s failure message, over what follows it', zIndex: 1 },
  ],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
    { name: 'cart_float', use: 'read and written by the cart bar’s button: `1` hidden, `0` shown' },
  ],
  states: [
    {
      name: 'skeleton',
      when: 'while the coupons and, for a member, the status, bought list and favourites are on their way (`aria-busy`)',
    },
    {
      name: 'buy or rent',
      when: 'a rentable work: a radio group of `label_buy` and `label_rental`, the rental options beside it',
    },
    { name: 'on rental', when: 'a live rental: only the upgrade purchase is offered' },
    { name: 'bought', when: '`Download` and `Stream` instead of add to cart' },
    {
      name: 'sales ended',
      when: 'a work neither on sale nor rentable: `sales_ended` in place of add to cart, in the box and its cart bar',
    },
    {
      name: 'price unknown',
      when: 'the store’s answer gives no price, or a live rental’s cost is not in the bought data: no price, no points and no purchase (a rentable work still offers its rentals; a rented one reads `on_rental`)',
    },
    {
      name: 'coupons and gift',
      when: 'each coupon by name with its end date, the gift under `gift` (an end date more than a year away, Japan time, is not shown)',
    },
    {
      name: 'cart bar',
      when: 'a `role="region"` named `cart_bar` floating at the bottom, hidden and shown by its button (remembered in a cookie)',
    },
  ],
  behaviour: [
    'Final price, discount, points, and on English pages USD and EUR, each only when the store’s answer gives them: a price, a point rate or a price without tax not sent is never shown as 0 (`price: 0` is the price of a free work, unless the answer says `is_free: false`).',
    'The sell/rental choice is hidden while the shopper holds a live rental (only the upgrade purchase is offered).',
    'Coupons: each by its `coupon_name` with its `end_date_str`, and the gift under `gift` with its `distribute_end_str`; an end date more than a year away (Japan time) is not shown. Ended coupons are not shown; a work without a `maker_id` shows no coupon.',
    'The box keeps its skeleton while the page’s coupons and, for a member, the status (the cart), the bought list and the favourites are on their way: at most 1 s from its first render, and not for a call that failed. A guest waits only for the coupons.',
    'Add to cart as in `product-item`; a bought work offers `Download` and `Stream`.',
    'The floating cart bar’s button (`cart_bar_hide` / `cart_bar_show`) hides or shows it, remembered in the `cart_float` cookie.',
  ],
  events: [
    {
      name: 'storefront:cart-added',
      when: 'the work, or a rental, put in the cart from the box or its cart bar',
    },
    { name: 'storefront:favorite-added', when: 'the work added to the favourites from the box' },
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
    'cart_item_buy',
    'cart_item_rental',
    'with_coupon',
    'failed',
    'cart_bar',
    'cart_bar_hide',
    'cart_bar_show',
    'gift',
    'devices',
    'discount',
    'points',
    'rental_options',
  ],
  footprint: [
    'The box is one column of rows, each of a fixed height at a font size of 16 px (scale by font-size / 16 otherwise). Its height is the larger of 192 px and 138 px (the frame, the final price, the points line and one line of buttons) plus, for each row it shows:',
    '',
    '- a discount off the official price: 24 px;',
    '- USD and EUR prices (English pages, when the store gives them): 24 px;',
    '- a gift or coupons: 8 px, then the gift 20 px (24 px when coupons follow) and 21 px per line of coupon (its name and end date wrap at the box’s width less 26 px);',
    '- the buy-or-rent choice (a rentable work on sale, not on rental, not bought): 49 px;',
    '- the rental options (a work for rent only, not on rental, not bought): 49 px;',
    '- the favourite button on a line of its own, when the buttons and it are wider than the box less 26 px (each button at least 160 px, `Download` and `Stream` side by side for a bought work; the favourite button 138 px in ja, 120 px in en; 8 px between): 48 px;',
    '- the devices toggle (a `data-slot="devices"` child): 20 px.',
    '',
    'Over the preview’s 23 works, at 375, 412 and 1280 px, ja and en, member and guest, in the preview store’s layout and with only this host CSS (552 boxes, `node bench/price-box-heights.mjs`), the rule is never under the measured height and at most 11 px over it. A host that knows the work and the shopper writes the sum on the island (`style="min-height: 234px"`); otherwise reserve the tallest its works take, per language, as the preview does below: the rule keys off `html[lang]`, so the page’s `lang` attribute must be the configuration’s `lang` (the box’s texts, and so its heights, follow the configuration). A devices list the server shows stays closed beside the box until the shopper opens it: reserve at least the list’s height too.',
  ].join('\n'),
  hostCss: `html[lang='ja'] [data-widget='price-box'] {
  min-height: 318px;
}
html[lang='en'] [data-widget='price-box'] {
  min-height: 331px;
}`,
});
