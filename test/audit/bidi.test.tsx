// Hostile text: bidirectional control characters in a name (U+202E RIGHT-TO-LEFT OVERRIDE
// and friends) must not reorder the sentence the name is put into ("Moved to :folder.", the coupon line):
// an unterminated override would run on over the rest of the line and make the shown text lie. Names with
// such characters are isolated (U+2068 … U+2069); other names are substituted unchanged.
import { screen } from '@testing-library/react';
import { createTranslator, substitute } from '../../src/i18n/translate';

const BIDI = ['\u202E', '\u202D', '\u202A', '\u202B', '\u2066', '\u2067', '\u2068', '\u200F', '\u061C'];

describe('bidi controls in substituted names', () => {
  it.each(BIDI.map((c) => [c.codePointAt(0)?.toString(16), c]))('U+%s stays inside the name', (_hex, c) => {
    const name = `evil${c}txt.exe`;
    const out = substitute('Moved to :folder.', { folder: name });
    expect(out).toBe(`Moved to \u2068${name}\u2069.`);
  });

  it('a name closing isolates itself is wrapped once more per closing', () => {
    const name = 'x\u2069\u2069\u202Eevil';
    expect(substitute(':n', { n: name })).toBe(`\u2068\u2068\u2068${name}\u2069\u2069\u2069`);
  });

  it('plain names, mixed scripts included, are substituted as they are', () => {
    for (const name of ['Buy later', 'あとで買う', 'عربي', 'עברית 1', '<b>x</b>', ''])
      expect(substitute('Moved to :folder.', { folder: name })).toBe(`Moved to ${name}.`);
  });

  it('the coupon line of the page: the override ends with the name', () => {
    const t = createTranslator('ja');
    document.body.innerHTML = `<p>${t('with_coupon_description', { coupon_name: 'X\u202E' }).replace(/</g, '&lt;')}</p>`;
    const text = screen.getByText(/がもらえます/).textContent ?? '';
    const start = text.indexOf('\u2068');
    const end = text.indexOf('\u2069');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('\u202E')).toBeGreaterThan(start);
    expect(text.indexOf('\u202E')).toBeLessThan(end);
  });
});
