import Cookies from 'js-cookie';

/**
 * Reads a cookie, reading document.cookie at most once per task and parsing it only when it has changed:
 * every product card asks whether the shopper is a member (docs/performance.md, History).
 */
export function createCookieReader(): (name: string) => string | undefined {
  let raw: string | null = null;
  let parsed: Record<string, string> = {};
  let fresh = false;
  return (name) => {
    if (!fresh) {
      fresh = true;
      setTimeout(() => (fresh = false), 0);
      const current = document.cookie;
      if (current !== raw) {
        raw = current;
        parsed = Cookies.get();
      }
    }
    return parsed[name];
  };
}
