import { stripHtml } from '../../src/api/strip-html';

describe('HTML to plain text', () => {
  it('drops tags, and reads a line break as a space', () => {
    expect(stripHtml('<span class="a">2026年1月31日</span><br/>まで')).toBe('2026年1月31日 まで');
    expect(stripHtml('a<BR>b<br />c</p >d')).toBe('a b cd');
    expect(stripHtml('<b>bold</b><i\ndata-x="1">italic</i>')).toBe('bolditalic');
  });

  it('decodes named and numeric entities, and keeps one it does not know', () => {
    expect(stripHtml('a &amp; b &lt;i&gt; &#x3042; &#12354; &QUOT;q&quot;')).toBe('a & b <i> あ あ "q"');
    expect(stripHtml('&copy; &#0; &#x110000;')).toBe('&copy; &#0; &#x110000;');
    // Names of an object's inherited properties are entities it does not know either.
    expect(stripHtml('&constructor; &toString; &__proto__; &hasOwnProperty;')).toBe(
      '&constructor; &toString; &__proto__; &hasOwnProperty;',
    );
  });

  it('an escaped tag is the text the server meant to show, not a tag', () => {
    expect(stripHtml('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
  });

  it('drops comments, script and style blocks with what they hold', () => {
    expect(stripHtml('<script>alert(1)</script>ok')).toBe('ok');
    expect(stripHtml('a<!-- <b>hidden</b> -->b')).toBe('ab');
    expect(stripHtml('a<STYLE type="x">p{}</style >b<script src=x></SCRIPT>c')).toBe('abc');
  });

  it('keeps what nothing closes as text', () => {
    expect(stripHtml('1 < 2 and 3 <4')).toBe('1 < 2 and 3 <4');
    expect(stripHtml('a <b')).toBe('a <b');
    expect(stripHtml('a <!-- b')).toBe('a <!-- b');
    expect(stripHtml('<script>x')).toBe('x');
    expect(stripHtml('a<style>x</style><script>y')).toBe('ay');
  });

  it('collapses whitespace and trims', () => {
    expect(stripHtml('  a \n\t b&nbsp; ')).toBe('a b');
    expect(stripHtml('')).toBe('');
  });
});
