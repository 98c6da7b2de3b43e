export const FOLDER_NAME_MAX = 100;

export type FolderNameError = 'folder_name_empty' | 'folder_name_long' | 'folder_name_illegal';
export type FolderNameResult = { ok: true; name: string } | { ok: false; error: FolderNameError };

const NAME_ERRORS: readonly string[] = ['folder_name_empty', 'folder_name_long', 'folder_name_illegal'];

/** A folder name the server or validateFolderName refused: shown by its label, not as a message. */
export const isFolderNameError = (reason: unknown): reason is FolderNameError =>
  typeof reason === 'string' && NAME_ERRORS.includes(reason);

// Any surrogate code unit means a character outside the BMP (or a broken one): the server can't store it.
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * docs/behaviour.md "Folder names", checked after trimming. Illegal characters are reported before length so
 * the length rule only ever counts BMP characters, where code points and UTF-16 units agree.
 */
export function validateFolderName(raw: string): FolderNameResult {
  const name = raw.trim();
  if (name === '') return { ok: false, error: 'folder_name_empty' };
  if (SURROGATE.test(name)) return { ok: false, error: 'folder_name_illegal' };
  if (name.length > FOLDER_NAME_MAX) return { ok: false, error: 'folder_name_long' };
  return { ok: true, name };
}

/**
 * The default name (docs/behaviour.md "Folder names"): prefix + separator + (highest N already used after the
 * prefix, plus 1). en: defaultFolderName('New folder', ' ', names) → 'New folder 1'; ja: ('新しいフォルダ', '',
 * names) → '新しいフォルダ1'. An existing name counts when it is the prefix, an optional space and digits only.
 */
export function defaultFolderName(prefix: string, separator: string, existing: string[]): string {
  let max = 0n; // BigInt: a user-typed 'New folder 99999999999999999999' must still yield a larger number.
  for (const raw of existing) {
    const name = raw.trim();
    if (!name.startsWith(prefix)) continue;
    const m = /^ ?(\d+)$/.exec(name.slice(prefix.length));
    if (m?.[1] !== undefined) {
      const n = BigInt(m[1]);
      if (n > max) max = n;
    }
  }
  return `${prefix}${separator}${(max + 1n).toString()}`;
}
