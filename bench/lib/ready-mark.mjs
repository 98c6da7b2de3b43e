// An init script for the bench's scripts: marks `storefront:ready` once every island the page held has a
// state. The islands without one are listed once, at the first change, and each change then takes its
// island off: a query per batch of changes would weigh on what is measured.

/** Pass to `page.addInitScript`: it runs in the page, before its scripts. */
export function markReadyOnceSettled() {
  let waiting = null;
  new MutationObserver((records) => {
    if (performance.getEntriesByName('storefront:ready').length > 0) return;
    waiting ??= new Set(document.querySelectorAll('[data-widget]:not([data-widget-state])'));
    for (const record of records) waiting.delete(record.target);
    for (const island of waiting) {
      if (!island.hasAttribute('data-widget-state')) return;
      waiting.delete(island);
    }
    performance.mark('storefront:ready');
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
}
