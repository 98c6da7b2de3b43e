// docs/behaviour.md "Follows and the follow cache": a successful follow clears the locally cached
// follow-list data for both languages, exactly these eight localStorage keys and nothing else.

const PREFIXES = [
  'FOLLOWLIST_CACHE_HTML_',
  'FOLLOWLIST_CACHE_EXPIRE_',
  'FOLLOWLIST_FOLDERS_CACHE_HTML_',
  'FOLLOWLIST_FOLDERS_CACHE_EXPIRE_',
] as const;
const LANGS = ['jp', 'en'] as const;

/** The eight follow-list cache keys: each prefix followed by each language. */
export const FOLLOWLIST_CACHE_KEYS: readonly string[] = PREFIXES.flatMap((prefix) =>
  LANGS.map((lang) => `${prefix}${lang}`),
);

/** The page's localStorage, or null where reading it throws (blocked storage, sandboxed frames). */
function defaultStorage(): Pick<Storage, 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Removes the eight follow-list cache keys. Never throws: a storage that throws on one key does not stop
 * the others, and no storage at all is a no-op.
 */
export function clearFollowListCache(storage: Pick<Storage, 'removeItem'> | null = defaultStorage()): void {
  if (!storage) return;
  for (const key of FOLLOWLIST_CACHE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Storage can throw (quota, security); the cache is only an optimisation.
    }
  }
}
