import { clearFollowListCache, FOLLOWLIST_CACHE_KEYS } from '../../src/domain/follow-cache';

describe('follow-list cache', () => {
  it('has exactly the eight follow-cache keys, for jp and en', () => {
    expect([...FOLLOWLIST_CACHE_KEYS].sort()).toEqual(
      [
        'FOLLOWLIST_CACHE_HTML_jp',
        'FOLLOWLIST_CACHE_HTML_en',
        'FOLLOWLIST_CACHE_EXPIRE_jp',
        'FOLLOWLIST_CACHE_EXPIRE_en',
        'FOLLOWLIST_FOLDERS_CACHE_HTML_jp',
        'FOLLOWLIST_FOLDERS_CACHE_HTML_en',
        'FOLLOWLIST_FOLDERS_CACHE_EXPIRE_jp',
        'FOLLOWLIST_FOLDERS_CACHE_EXPIRE_en',
      ].sort(),
    );
  });

  it('removes the eight keys from localStorage and nothing else', () => {
    for (const key of FOLLOWLIST_CACHE_KEYS) localStorage.setItem(key, 'x');
    localStorage.setItem('FOLLOWLIST_CACHE_HTML_fr', 'keep');
    localStorage.setItem('other', 'keep');
    clearFollowListCache();
    for (const key of FOLLOWLIST_CACHE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('FOLLOWLIST_CACHE_HTML_fr')).toBe('keep');
    expect(localStorage.getItem('other')).toBe('keep');
  });

  it('never throws: a throwing key does not stop the others, and no storage is a no-op', () => {
    const removed: string[] = [];
    const storage = {
      removeItem: (key: string) => {
        if (key === 'FOLLOWLIST_CACHE_HTML_jp') throw new DOMException('blocked', 'SecurityError');
        removed.push(key);
      },
    };
    expect(() => clearFollowListCache(storage)).not.toThrow();
    expect(removed).toHaveLength(7);
    expect(() => clearFollowListCache(null)).not.toThrow();
  });

  it('a localStorage getter that throws is a no-op', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      expect(() => clearFollowListCache()).not.toThrow();
    } finally {
      spy.mockRestore();
    }
  });
});
