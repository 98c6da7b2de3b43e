import { encodeUriPart } from '../../src/domain/uri-part';
import { path } from '../../src/api/client';
import { formEncode } from '../../src/api/form-encode';

// A lone surrogate in a page attribute or an answer (hostile or broken data) made encodeURIComponent throw
// inside the API edge: the community counts of a card with such a product id crashed its load (found by the
// hostile-attributes property test). Every URL part and form value is encoded as a browser would.

describe('URL parts with lone surrogates', () => {
  it.each([
    ['\uD800', '%EF%BF%BD'],
    ['a\uDC00b', 'a%EF%BF%BDb'],
    ['\uDC00\uD800', '%EF%BF%BD%EF%BF%BD'],
    ['😀', '%F0%9F%98%80'], // a well-formed pair stays itself
    ['a/b?c#d', 'a%2Fb%3Fc%23d'],
  ])('%j → %s', (part, encoded) => {
    expect(encodeUriPart(part)).toBe(encoded);
  });

  it('path segments and form bodies never throw on them', () => {
    expect(path('maniax', 'mypage', '\uD800', 'ajax')).toBe('/maniax/mypage/%EF%BF%BD/ajax');
    expect(formEncode({ item_id: 'x\uDFFF', name: 'a b' })).toBe('item_id=x%EF%BF%BD&name=a+b');
  });
});
