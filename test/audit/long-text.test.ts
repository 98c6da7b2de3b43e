// Very long names and texts: the HTML-to-text reader of the API edge (text() in
// src/api/normalize.ts) on long hostile input. Its tag patterns used to retry from every `<` to the end of
// the text, so 100 kB of `<a` took seconds and a few hundred kB froze the page for minutes (the test times
// out on such a reader). It must read them in one pass, and still give what the regex reader gave.
import fc from 'fast-check';
import { text } from '../../src/api/normalize';

/** The former regex reader, as the reference for what text() returns. */
function referenceText(s: string): string {
  const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  const noTags = s
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return noTags
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, body: string) => {
      if (body[0] === '#') {
        const code =
          body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[body.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const N = 200_000;

describe('text() on long hostile input', () => {
  it.each([
    ['unclosed tags', '<a'.repeat(N)],
    ['unclosed end tags', '</b '.repeat(N / 2)],
    ['unclosed script blocks', '<script>'.repeat(N / 4)],
    ['unclosed style blocks', '<STYLE x>'.repeat(N / 4)],
    ['unclosed comments', '<!--'.repeat(N / 2)],
    ['line breaks without end', '<br'.repeat(N / 2)],
    ['a long mixed-width name', 'ｱア漢🎉e\u0301א '.repeat(N / 8)],
  ])('%s (%#) are read in one pass', (_name, input) => {
    const out = text(input);
    expect(typeof out).toBe('string');
    expect(out.length).toBeLessThanOrEqual(input.length);
    expect(text(input.slice(0, 2000))).toBe(referenceText(input.slice(0, 2000)));
  });

  it('gives what the regex reader gave, for any mix of markup (property)', () => {
    const piece = fc.constantFrom(
      '<a',
      '<a>',
      '</a>',
      '<b class="x">',
      '<',
      '>',
      '</',
      '<1>',
      '<!--',
      '-->',
      '<!-- c -->',
      '<script>',
      '</script>',
      '</SCRIPT >',
      '<style>',
      '</style>',
      '<scripts>',
      '<br>',
      '<br/>',
      '<BR />',
      '<br',
      '&amp;',
      '&lt;',
      '&#x3042;',
      '&#0;',
      '&nbsp;',
      '&bogus;',
      ' ',
      '\n',
      'x',
      'あ',
      '🎉',
      '<img src=x onerror=y>',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 3 })), { maxLength: 25 }), (parts) => {
        const s = parts.join('');
        expect(text(s)).toBe(referenceText(s));
      }),
      { numRuns: 2000 },
    );
  });
});
