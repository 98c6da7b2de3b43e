// The toolbar's motion switch: a story shown as to a shopper who asked for reduced motion. A page cannot
// set the browser's preference, so the widgets' `prefers-reduced-motion: reduce` rules are made to apply
// (the feature in their media rewritten to one that always holds) and matchMedia answers for that query as
// the preference would. The widgets' styles are constructed sheets in `document.adoptedStyleSheets`
// (adopt-styles.ts), which `document.styleSheets` does not list, adopted when their chunk is evaluated: both
// lists are read, at any depth (media rules inside @layer, @supports, @container or nested ones), again
// whenever a sheet is adopted, a `<style>` is added or a `<link>` stylesheet loads.

const REDUCE = /prefers-reduced-motion:\s*reduce/;
const REDUCE_FEATURE = /\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)/g;
/** A media feature every screen matches: what `(prefers-reduced-motion: reduce)` becomes. */
const ALWAYS = '(min-width: 0px)';

/** Rewritten media rules, with the media text each had. */
const rewritten = new Map<CSSMediaRule, string>();

function sheets(): CSSStyleSheet[] {
  return [...document.styleSheets, ...document.adoptedStyleSheets];
}

function rulesOf(sheet: CSSStyleSheet): CSSRuleList | null {
  try {
    return sheet.cssRules;
  } catch {
    return null; // another origin's sheet: not the widgets'
  }
}

function rewrite(rules: CSSRuleList): void {
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule && !rewritten.has(rule) && REDUCE.test(rule.media.mediaText)) {
      rewritten.set(rule, rule.media.mediaText);
      rule.media.mediaText = rule.media.mediaText.replace(REDUCE_FEATURE, ALWAYS);
    }
    // Grouping rules (@media, @supports, @layer, @container) and style rules with nested rules.
    if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) rewrite(rule.cssRules);
  }
}

function applyToSheets(): void {
  for (const sheet of sheets()) {
    const rules = rulesOf(sheet);
    if (rules) rewrite(rules);
  }
}

/** The document's `adoptedStyleSheets`, its setter wrapped to rewrite each sheet adopted. */
function watchAdoptedSheets(): () => void {
  const proto = Document.prototype;
  Object.defineProperty(document, 'adoptedStyleSheets', {
    configurable: true,
    get: (): CSSStyleSheet[] =>
      Reflect.get<Document, 'adoptedStyleSheets'>(proto, 'adoptedStyleSheets', document),
    set: (value: CSSStyleSheet[]) => {
      Reflect.set(proto, 'adoptedStyleSheets', value, document);
      applyToSheets();
    },
  });
  return () => Reflect.deleteProperty(document, 'adoptedStyleSheets');
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
  applyToSheets();
  // Widget styles arrive with their code, after the page has started.
  const stopAdopted = watchAdoptedSheets();
  const observer = new MutationObserver(applyToSheets);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLLinkElement) applyToSheets();
  };
  document.addEventListener('load', onLoad, true);
  return () => {
    observer.disconnect();
    document.removeEventListener('load', onLoad, true);
    stopAdopted();
    window.matchMedia = matchMedia;
    for (const [rule, media] of rewritten) rule.media.mediaText = media;
    rewritten.clear();
  };
}
