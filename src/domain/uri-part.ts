// Every variable part of a URL is encoded: ids and names come from the server or the page and must never be
// able to add path segments or a query. A lone surrogate (hostile or broken data) would make
// encodeURIComponent throw and the widget crash: it is encoded as U+FFFD instead, as a browser does when it
// builds a URL from such a string.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export const encodeUriPart = (part: string): string =>
  encodeURIComponent(part.replace(LONE_SURROGATE, '\uFFFD'));
