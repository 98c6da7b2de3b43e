/**
 * The one shape of the bundle's JSONP callback names (docs/page/security.md "JSONP services"): `sf`, a word,
 * `_`, then letters, digits and `_`. Each service answers only a callback of this shape, so a link or a
 * script tag injected into a store page cannot make it answer `alert(1)//(…)` on the store's origin. No
 * imports: the mock services check the same shape.
 */
export const JSONP_CALLBACK_SHAPE = /^sf[A-Za-z]+_[A-Za-z0-9_]+$/;
