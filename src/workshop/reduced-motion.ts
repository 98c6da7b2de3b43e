// The toolbar's motion switch: a story shown as to a shopper who asked for reduced motion. A page cannot
// set the browser's preference, so the widgets' `prefers-reduced-motion: reduce` rules are made to apply
// (their media set to `all`) and matchMedia answers for that query as the preference would.

const REDUCE = /prefers-reduced-motion:\s*reduce/;
const original = new WeakMap<CSSMediaRule, string>();

function mediaRules(): CSSMediaRule[] {
  const rules: CSSMediaRule[] = [];
  for (const sheet of document.styleSheets) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not the widgets'
    }
    for (const rule of list) if (rule instanceof CSSMediaRule) rules.push(rule);
  }
  return rules;
}

function applyToSheets(reduce: boolean): void {
  for (const rule of mediaRules()) {
    const was = original.get(rule) ?? rule.media.mediaText;
    if (!REDUCE.test(was)) continue;
    original.set(rule, was);
    rule.media.mediaText = reduce ? 'all' : was;
  }
}

/** Shows the page with reduced motion (or as the browser prefers) until the returned function undoes it. */
export function emulateReducedMotion(reduce: boolean): () => void {
  if (!reduce) return () => {};
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => {
    const list = matchMedia(query);
    if (!REDUCE.test(query)) return list;
    // Own properties shadow the list's getter-only ones (assigning to them throws); its methods need the
    // real list as `this`.
    const own = (value: unknown) => ({ value, enumerable: true });
    return Object.create(list, {
      matches: own(true),
      media: own(query),
      addEventListener: own(list.addEventListener.bind(list)),
      removeEventListener: own(list.removeEventListener.bind(list)),
    }) as MediaQueryList;
  };
  applyToSheets(true);
  // Widget styles arrive with their code, after the page has started.
  const observer = new MutationObserver(() => applyToSheets(true));
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    window.matchMedia = matchMedia;
    applyToSheets(false);
  };
}
