/**
 * Text no shopper may ever see: a made-up amount for a priced work, or a JavaScript value leaking
 * into the page. Used by the widget tests and the browser tests on live-shaped answers.
 */
export const MADE_UP_TEXT = /\$0\.00|€0\.00|NaN|undefined|null|\[object/;
