// The one gate for URLs placed in href/src (src/domain/routes.ts safeUrl/isSafeHttpUrl).
// Decision recorded here: protocol-relative (`//host/x`) and relative URLs are allowed — they resolve to the
// page's own http(s) scheme, exactly like an absolute https URL to any host would.
import fc from 'fast-check';
import { isSafeHttpUrl, safeUrl } from '../../src/domain/routes';
import { ALLOWED_URLS, UNSAFE_URLS } from './payloads';

describe('safeUrl against hostile URLs', () => {
  it.each(UNSAFE_URLS.map((u) => [JSON.stringify(u), u]))('refuses %s', (_name, url) => {
    expect(safeUrl(url)).toBeNull();
    expect(safeUrl(` ${url} `)).toBeNull();
  });

  it.each(ALLOWED_URLS.map((u) => [JSON.stringify(u), u]))('allows %s (trimmed)', (_name, url) => {
    expect(safeUrl(`  ${url}\n`)).toBe(url);
  });

  it.each([
    ['HTTPS://EXAMPLE.COM', true],
    ['work/=/product_id/RJ01.html', true],
    ['?a=b:c', true],
    ['#top', true],
    ['mailto:a@b.c', false],
    ['', false],
  ])('isSafeHttpUrl(%j) is %s', (url, safe) => {
    expect(isSafeHttpUrl(url)).toBe(safe);
  });

  it('no URL at all is none', () => {
    expect(safeUrl(null)).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });

  it('what it returns is itself safe, whatever it was given (property)', () => {
    const unit = fc.constantFrom(
      'javascript:',
      'JAVASCRIPT:',
      'data:',
      'vbscript:',
      'http:',
      'https:',
      '//',
      '/',
      'x',
      ':',
      '\t',
      '\n',
      ' ',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u00a0',
      '\ufeff',
      '\u2028',
      '\u3000',
      '\u200b',
      'ｊ',
      '&#106;',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(unit, fc.string({ maxLength: 3 })), { maxLength: 8 }), (parts) => {
        const out = safeUrl(parts.join(''));
        if (out !== null) {
          expect(out).toBe(out.trim());
          expect(isSafeHttpUrl(out)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
