import Cookies from 'js-cookie';
import { writeCookie } from '../../src/api/cookie-writer';

// The bundle's own cookies (dlpopup-zoom, cart_float): path=/, SameSite=Lax, Secure on an https page, a
// lifetime as Max-Age (docs/server.md "Session and cookies").
describe('writeCookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['http:', undefined, { path: '/', sameSite: 'Lax', secure: false }],
    ['https:', 365, { path: '/', sameSite: 'Lax', secure: true, 'max-age': String(365 * 86_400) }],
  ])('on an %s page, %s days', (protocol, days, attributes) => {
    vi.stubGlobal('location', { protocol });
    const set = vi.spyOn(Cookies, 'set');
    writeCookie('cart_float', '1', days);
    expect(set).toHaveBeenCalledWith('cart_float', '1', attributes);
  });
});
