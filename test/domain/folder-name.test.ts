import fc from 'fast-check';
import { defaultFolderName, isFolderNameError, validateFolderName } from '../../src/domain/folder-name';

describe('validateFolderName', () => {
  it.each([
    ['', { ok: false, error: 'folder_name_empty' }],
    ['   \u3000\t', { ok: false, error: 'folder_name_empty' }],
    ['  Music  ', { ok: true, name: 'Music' }],
    ['音楽', { ok: true, name: '音楽' }],
    ['a'.repeat(100), { ok: true, name: 'a'.repeat(100) }],
    [` ${'a'.repeat(100)} `, { ok: true, name: 'a'.repeat(100) }],
    ['a'.repeat(101), { ok: false, error: 'folder_name_long' }],
    ['あ'.repeat(101), { ok: false, error: 'folder_name_long' }],
    ['fav 😀', { ok: false, error: 'folder_name_illegal' }],
    ['𠮷野家', { ok: false, error: 'folder_name_illegal' }],
    ['lone \uD800 high', { ok: false, error: 'folder_name_illegal' }],
    ['lone \uDC00 low', { ok: false, error: 'folder_name_illegal' }],
    ['😀'.repeat(60), { ok: false, error: 'folder_name_illegal' }],
  ])('%j', (raw, expected) => {
    expect(validateFolderName(raw)).toEqual(expected);
  });

  const astral = fc.integer({ min: 0x10000, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));
  // BMP characters other than surrogates.
  const bmp = fc
    .integer({ min: 0, max: 0xffff })
    .filter((c) => c < 0xd800 || c > 0xdfff)
    .map((c) => String.fromCharCode(c));

  it('property: any string holding an astral character is illegal', () => {
    fc.assert(
      fc.property(fc.string(), astral, fc.string(), (a, ch, b) => {
        expect(validateFolderName(a + ch + b)).toEqual({ ok: false, error: 'folder_name_illegal' });
      }),
    );
  });

  it('property: BMP text is long exactly when its trimmed length exceeds 100', () => {
    fc.assert(
      fc.property(
        fc.array(bmp, { maxLength: 140 }).map((cs) => cs.join('')),
        (s) => {
          const trimmed = s.trim();
          const r = validateFolderName(s);
          if (trimmed === '') expect(r).toEqual({ ok: false, error: 'folder_name_empty' });
          else if (trimmed.length > 100) expect(r).toEqual({ ok: false, error: 'folder_name_long' });
          else expect(r).toEqual({ ok: true, name: trimmed });
        },
      ),
    );
  });
});

describe('isFolderNameError', () => {
  it('is true for each error validateFolderName gives, false for a server message or a non-string', () => {
    for (const raw of ['', '  ', '\u{1F600}', 'x'.repeat(101)]) {
      const result = validateFolderName(raw);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(isFolderNameError(result.error)).toBe(true);
    }
    for (const reason of ['Folder limit reached.', 'failed', '', undefined, { error: 'folder_name_empty' }]) {
      expect(isFolderNameError(reason)).toBe(false);
    }
  });
});

describe('defaultFolderName', () => {
  it.each([
    ['New folder', ' ', [], 'New folder 1'],
    ['New folder', ' ', ['Music', 'New folder'], 'New folder 1'],
    ['New folder', ' ', ['New folder 1', 'New folder 3'], 'New folder 4'],
    ['New folder', ' ', ['New folder2'], 'New folder 3'],
    ['New folder', ' ', ['New folder 2 copy', 'New folder x'], 'New folder 1'],
    ['New folder', ' ', ['New folder 99999999999999999999'], 'New folder 100000000000000000000'],
    ['新しいフォルダ', '', ['新しいフォルダ1', '新しいフォルダ 5'], '新しいフォルダ6'],
    ['新しいフォルダ', '', ['New folder 9'], '新しいフォルダ1'],
  ])('%s %j', (prefix, sep, existing, expected) => {
    expect(defaultFolderName(prefix, sep, existing)).toBe(expected);
  });

  it('property: the result never collides and validates', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1000 })), (ns) => {
        const existing = ns.map((n) => `New folder ${n}`);
        const name = defaultFolderName('New folder', ' ', existing);
        expect(existing).not.toContain(name);
        expect(validateFolderName(name).ok).toBe(true);
      }),
    );
  });
});
