import Cookies from 'js-cookie';

/**
 * Writes one of the bundle's own cookies (docs/server.md "Session and cookies"): `path=/`, `SameSite=Lax` (every call is
 * same-origin, and no other site's request carries it) and, on an https page, `Secure`. `maxAgeDays`: a
 * lifetime as Max-Age, not Expires, so it holds where the page's clock and the browser's disagree; none for
 * the browser session.
 */
export function writeCookie(name: string, value: string, maxAgeDays?: number): void {
  Cookies.set(name, value, {
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
    ...(maxAgeDays === undefined ? {} : { 'max-age': String(maxAgeDays * 86_400) }),
  });
}
