import type { Page } from 'playwright-core';

// Layout shift read from boxes, not from painted frames: where each element of the first screen stood once
// the HTML was parsed, and where each island's own elements stood when the island first rendered and when
// it got its state, against where they stand once the page is quiet (each element's first place counts).
// Which frames a loaded machine paints in between changes nothing.
// Positions are layout positions (offsets, as layout-shift entries count them: a transform moves nothing)
// in the page, rounded to the pixel.

interface Placed {
  element: HTMLElement;
  left: number;
  top: number;
}

/** Runs in the page as an init script (serialised: self-contained). */
export function recordBoxes() {
  const placed: Placed[] = [];
  (window as unknown as { __boxes: Placed[] }).__boxes = placed;
  const at = (element: HTMLElement) => {
    let left = 0;
    let top = 0;
    for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) {
      left += node.offsetLeft;
      top += node.offsetTop;
    }
    return { left: Math.round(left), top: Math.round(top) };
  };
  /** Laid out (display: none and fixed boxes have no offset parent) and within the first screen. */
  const onFirstScreen = (element: HTMLElement) => {
    if (element.offsetParent === null) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0;
  };
  // Nothing is painted before the page's render-blocking stylesheets are in: a layout read before that
  // (the HTML parsed, a stylesheet still on its way) is none a shopper sees, so noting starts once they are.
  let styled = false;
  const note = (elements: Iterable<Element>) => {
    if (!styled) return;
    for (const element of elements)
      if (element instanceof HTMLElement && onFirstScreen(element)) placed.push({ element, ...at(element) });
  };
  document.addEventListener('DOMContentLoaded', () => {
    const pending = [...document.querySelectorAll<HTMLLinkElement>('head link[rel~="stylesheet"]')]
      .filter((link) => link.sheet === null)
      .map(
        (link) =>
          new Promise((settled) => {
            link.addEventListener('load', settled, { once: true });
            link.addEventListener('error', settled, { once: true });
          }),
      );
    void Promise.all(pending).then(() => {
      styled = true;
      note(document.body.querySelectorAll('*'));
    });
  });
  // An island's own elements when it first renders (a skeleton among them) and when it gets its state.
  const rendered = new WeakSet<Element>();
  const stated = new WeakSet<Element>();
  new MutationObserver((records) => {
    for (const { target, type } of records) {
      // The parser's own insertions are the HTML arriving, noted once it is all in.
      if (!(target instanceof Element) || (type === 'childList' && document.readyState === 'loading'))
        continue;
      const island = type === 'childList' ? target.closest('[data-widget]') : target;
      if (!island) continue;
      const seen = type === 'childList' ? rendered : stated;
      if (seen.has(island) || (type === 'attributes' && !island.hasAttribute('data-widget-state'))) continue;
      seen.add(island);
      note(island.querySelectorAll('*'));
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-widget-state'],
  });
}

/**
 * What moved since it was noted: each element still laid out, by its tag, classes and first words, with its
 * position then and now. Empty when nothing moved.
 */
export const movedBoxes = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const placed = (window as unknown as { __boxes?: Placed[] }).__boxes;
    if (!placed) throw new Error('movedBoxes: the page has no recordBoxes init script');
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').replace(/\s+/g, '.')} "${String(element.textContent).trim().slice(0, 30)}"`;
    const moved: string[] = [];
    const seen = new Set<HTMLElement>();
    for (const { element, left, top } of placed) {
      if (seen.has(element) || !element.isConnected || element.offsetParent === null) continue;
      seen.add(element);
      let nowLeft = 0;
      let nowTop = 0;
      for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) {
        nowLeft += node.offsetLeft;
        nowTop += node.offsetTop;
      }
      [nowLeft, nowTop] = [Math.round(nowLeft), Math.round(nowTop)];
      if (nowLeft !== left || nowTop !== top)
        moved.push(`${name(element)} ${left},${top} -> ${nowLeft},${nowTop} (scrollY ${scrollY})`);
    }
    return moved;
  });
