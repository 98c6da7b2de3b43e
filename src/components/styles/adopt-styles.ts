// Styles travel inside the widget chunks that need them: a page fetches one file per chunk, not a
// script and a stylesheet, and a widget's styles are in place before it first renders (no unstyled flash,
// no layout shift). Each chunk hands its CSS text here when it is evaluated.

const adopted = new Set<string>();

function canAdopt(): boolean {
  return (
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype &&
    'adoptedStyleSheets' in Document.prototype
  );
}

/**
 * Adds `css` to the document once. A constructed stylesheet where the browser has them (no element in the
 * host page's head, and no inline-style CSP exception needed), else one `<style>` element.
 */
export function adoptStyles(css: string): void {
  if (css === '' || adopted.has(css)) return;
  adopted.add(css);
  if (canAdopt()) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.setAttribute('data-sf-styles', '');
  style.textContent = css;
  document.head.append(style);
}
