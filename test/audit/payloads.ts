// XSS payloads of the hostile-text audit. Each one calls window.__xss when it runs, so a
// spy (jsdom) or a flag (browser) tells whether anything executed.

/** Text payloads: for names, messages and every other field a page shows as text. */
export const TEXT_PAYLOADS = [
  '<img src=x onerror="window.__xss(1)">',
  '<script>window.__xss(2)</script>',
  '"><svg onload=window.__xss(3)>',
  '\'><iframe src="javascript:window.__xss(4)"></iframe>',
  '&lt;script&gt;window.__xss(5)&lt;/script&gt;',
  '&#x3C;img src=x onerror=window.__xss(6)&#x3E;',
  '<a href="javascript:window.__xss(7)">click</a>',
  '<style>*{display:none}</style><math><mtext><img src=x onerror=window.__xss(8)>',
  ':folder :coupon_name $& $1 $` {{constructor.constructor("window.__xss(9)")()}}',
  '</p><form action="javascript:window.__xss(10)"><button>x</button></form>',
] as const;

/** URLs whose scheme is not http(s): never to be placed in href, src or an iframe. */
export const UNSAFE_URLS = [
  'javascript:window.__xss(11)',
  'JaVaScRiPt:window.__xss(12)',
  'java\tscript:window.__xss(13)',
  'java\nscript:window.__xss(14)',
  '\u0001javascript:window.__xss(15)',
  ' javascript:window.__xss(16)',
  'data:text/html,<script>window.__xss(17)</script>',
  'vbscript:msgbox(18)',
  'jAvAsCrIpT&colon;window.__xss(19)'.replace('&colon;', ':'),
  'file:///etc/passwd',
  '\uFEFFjavascript:window.__xss(20)',
  '\u00A0javascript:window.__xss(21)',
] as const;

/**
 * URLs that are allowed: http(s), and, per the project's isSafeHttpUrl, protocol-relative and relative ones
 * (they resolve to the page's own http(s) scheme). Entity-encoded schemes are not decoded in an attribute
 * set from script, so `&#106;avascript:` is a relative path, not a scheme.
 */
export const ALLOWED_URLS = [
  'https://cdn.example.test/a.jpg',
  'http://cdn.example.test/a.jpg',
  '//evil.example/x.jpg',
  '/maniax/x.html',
  '&#106;avascript:window.__xss(22)',
] as const;
