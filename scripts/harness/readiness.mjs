// When a page is ready, recorded the same way for every browser tool and engine: the product's own
// `storefront:ready` (window.storefront.ready) and the islands' `data-widget-state`. Every preview page runs
// the recorder as the first script of its head (preview/host-script.ts), so a WebDriver session, which has
// no init scripts, reads it like the others; a tool opening another page adds it as an init script.

/**
 * Runs in the page (serialised: self-contained). Sets `window.__sfReadiness` to the ms from the
 * navigation's start until the islands on the first screen have a state (`onScreenMs`, mark
 * `storefront:on-screen`), until the page is ready (`readyMs`, mark `storefront:ready`) and until that is
 * painted (`paintedMs`, the first task after the next frame, mark `storefront:painted`), and each island's
 * box as the server's HTML laid it out (`boxesAtParse`: left, top in the page, width, height).
 */
export function recordReadiness() {
  if (window.__sfReadiness) return;
  const times = { onScreenMs: null, readyMs: null, paintedMs: null, boxesAtParse: [] };
  window.__sfReadiness = times;
  const mark = (name) => {
    if (performance.getEntriesByName(name).length === 0) performance.mark(name);
  };
  const ready = () => {
    if (times.readyMs !== null) return;
    times.readyMs = performance.now();
    mark('storefront:ready');
    requestAnimationFrame(() =>
      setTimeout(() => {
        times.paintedMs = performance.now();
        mark('storefront:painted');
      }, 0),
    );
  };
  document.addEventListener('storefront:ready', ready);
  // The bench's floors, which have no runtime, mark storefront:ready themselves.
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('storefront:ready').length > 0) ready();
  }).observe({ type: 'mark' });
  document.addEventListener('DOMContentLoaded', () => {
    const islands = [...document.querySelectorAll('[data-widget]')];
    const boxes = islands.map((island) => island.getBoundingClientRect());
    times.boxesAtParse = boxes.map((box) =>
      [box.left, box.top + scrollY, box.width, box.height].map(Math.round),
    );
    const onScreen = islands.filter((_, i) => boxes[i].bottom > 0 && boxes[i].top < innerHeight);
    // A page without islands on its first screen (the bench's floors draw theirs later) has no such moment.
    if (onScreen.length === 0) return;
    const check = () => {
      if (!onScreen.every((island) => island.hasAttribute('data-widget-state'))) return;
      observer.disconnect();
      times.onScreenMs = performance.now();
      mark('storefront:on-screen');
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-widget-state'] });
    check();
  });
}

/** In the page: what the recorder has so far (null before the page's head ran). */
export const readinessTimes = () => window.__sfReadiness ?? null;

/** In the page: the page is ready (the product's event came, or a floor marked it). */
export const pageReady = () => window.__sfReadiness?.readyMs != null;

/**
 * In the page: every island `selector` finds (every island when none is given) has a state, the islands
 * the page added after it was ready included.
 */
export const islandsHaveState = (selector) =>
  [...document.querySelectorAll(selector || '[data-widget]')].every((island) =>
    island.hasAttribute('data-widget-state'),
  );
