import { ApiError } from '../../src/api/errors';
import { asList, asRecord, flag, idList, num, numOrNull, requireList, text } from '../../src/api/normalize';

describe('tolerant readers', () => {
  it('reads numbers from numbers and numeric strings', () => {
    expect(num('42')).toBe(42);
    expect(num(' 1,320 ')).toBe(1320);
    expect(num(3.5)).toBe(3.5);
    expect(num(null)).toBe(0);
    expect(num('abc', 7)).toBe(7);
    expect(numOrNull(null)).toBeNull();
    expect(numOrNull('')).toBeNull();
    expect(numOrNull('10')).toBe(10);
  });

  it('reads flags from 1/0, "1"/"0", true/false', () => {
    expect([1, '1', true, 'true'].map(flag)).toEqual([true, true, true, true]);
    expect([0, '0', false, 'false', null, undefined, ''].map(flag)).toEqual(Array(7).fill(false));
  });

  it('reads [] as an empty keyed object and keyed objects as lists', () => {
    expect(asRecord([])).toEqual({});
    expect(asRecord(null)).toEqual({});
    expect(asRecord('x')).toBeNull();
    expect(asList({ 0: 'a', 1: 'b' })).toEqual(['a', 'b']);
    expect(asList(undefined)).toEqual([]);
    expect(() => requireList('<html>', 'x')).toThrow(ApiError);
  });

  it('reads ids from strings or numbers and rejects other shapes', () => {
    expect(idList(['RJ1', 2, '', null], 'x')).toEqual(['RJ1', '2']);
    expect(() => idList([{ a: 1 }], 'x')).toThrow(expect.objectContaining({ kind: 'parse' }));
  });

  it('reads a field that may hold HTML as plain text (strip-html.test.ts has the stripper)', () => {
    expect(text('<span class="a">2026年1月31日</span><br/>まで')).toBe('2026年1月31日 まで');
    expect(text(null)).toBe('');
    expect(text(undefined, 'none')).toBe('none');
    expect(text(42)).toBe('42');
  });
});
