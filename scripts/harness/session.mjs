// The shopper a browser tool opens pages as: a fresh fake-store session of the preview server
// (preview/mock-middleware.ts), as a member (the cookies the store sets at sign-in) or a guest.

export const MEMBER_HASH = 'h4sh-member';
let count = 0;

/**
 * The cookies of a fresh session, as `{ name, value }` (each engine's driver adds its own fields; `url`
 * adds playwright's): `tool` names the session in the server's log; `extra` adds cookies (the suites'
 * clock).
 */
export function sessionCookies({ tool = 'harness', member = true, extra = [], url } = {}) {
  const cookies = [{ name: 'sf-mock-session', value: `${tool}-${process.pid}-${Date.now()}-${count++}` }];
  if (member)
    cookies.push(
      { name: 'uhashjp', value: MEMBER_HASH },
      { name: 'uhashen', value: MEMBER_HASH },
      { name: 'loginchecked', value: '1' },
    );
  return [...cookies, ...extra].map((cookie) => (url ? { ...cookie, url } : cookie));
}

/** The same cookies as one `Cookie` request header (Lighthouse's extra headers). */
export const cookieHeader = (cookies) => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
