import type { Page } from 'playwright-core';

// In-page checks that a widget fits the box the page gives it: no visible part of an island lies
// outside it, and no text is squeezed into a column narrower than 24 px.

export interface FitProblem {
  island: string;
  what: string;
}

/** Problems of every island matching `selector` (run after the islands are ready). */
export function fitProblems(page: Page, selector: string): Promise<FitProblem[]> {
  return page.evaluate((sel) => {
    const problems: { island: string; what: string }[] = [];
    const TOLERANCE = 1;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    /** The part of `el` left visible by the clipping (overflow) ancestors up to `stop`. */
    const visibleRect = (el: Element, stop: Element) => {
      const r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (let a = el.parentElement; a && a !== stop; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const c = a.getBoundingClientRect();
          left = Math.max(left, c.left);
          top = Math.max(top, c.top);
          right = Math.min(right, c.right);
          bottom = Math.min(bottom, c.bottom);
        }
      }
      return { left, top, right, bottom };
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const r = el.getBoundingClientRect();
      // 1 × 1 px boxes are the visually hidden pattern (screen-reader text, live regions).
      return r.width > 1 || r.height > 1;
    };
    document.querySelectorAll(sel).forEach((island, index) => {
      const name = `${island.getAttribute('data-widget')}#${index} ${island.getAttribute('data-product-id') ?? ''}`;
      const box = island.getBoundingClientRect();
      for (const el of island.querySelectorAll('*')) {
        if (!shown(el)) continue;
        // Popups and dialogs open over the page on purpose; they are checked on their own.
        if (el.closest('[role="dialog"], [role="menu"], [role="tooltip"]')) continue;
        const v = visibleRect(el, island);
        if (v.right <= v.left || v.bottom <= v.top) continue; // clipped away entirely
        if (
          v.left < box.left - TOLERANCE ||
          v.top < box.top - TOLERANCE ||
          v.right > box.right + TOLERANCE ||
          v.bottom > box.bottom + TOLERANCE
        )
          problems.push({
            island: name,
            what: `${describe(el)} spills out: ${JSON.stringify(v)} outside ${JSON.stringify({ l: box.left, t: box.top, r: box.right, b: box.bottom })}`,
          });
        const ownText = Array.from(el.childNodes)
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        // Squeezed: a column under 24 px that breaks its text onto several lines.
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.4;
        if (ownText.length > 1 && rect.width < 24 && rect.height > line * 1.5)
          problems.push({ island: name, what: `${describe(el)} squeezed to ${rect.width}px` });
      }
    });
    return problems;
  }, selector);
}

/** The layout shifts painted while the page's HTML arrived, as recordLayoutShifts keeps them on `window.__cls`. */
type ShiftRecord = {
  parsedAt: number;
  shifts: { at: number; sources: { text: string; rects: DOMRectReadOnly[] }[] }[];
};

/**
 * Collects the painted layout shifts without recent input (add as an init script) and when the HTML was
 * parsed, for `shiftsWhileArriving`: a slow network paints the page in pieces, and what the islands move
 * after parsing is read from boxes instead (boxes.ts).
 */
export function recordLayoutShifts() {
  const record: ShiftRecord = { parsedAt: Infinity, shifts: [] };
  (window as unknown as { __cls: typeof record }).__cls = record;
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') record.parsedAt = performance.now();
  });
  const tag = (node: Element) =>
    `${node.tagName.toLowerCase()}.${String(node.getAttribute('class') ?? '').replace(/\s+/g, '.')}`;
  // A text node by its element and its first words: a failure names what moved, not only "#text".
  const name = (node: Node | null) =>
    node instanceof Element
      ? tag(node)
      : node?.parentElement
        ? `${String(node.nodeName)} "${String(node.textContent).trim().slice(0, 30)}" in ${tag(node.parentElement)}`
        : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[])
      if (!entry.hadRecentInput)
        record.shifts.push({
          at: entry.startTime,
          sources: (entry.sources ?? []).map((source) => ({
            text: `${name(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
            rects: [source.previousRect, source.currentRect],
          })),
        });
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * What moved while the page's HTML was still arriving, inside an island's box (its box once the page is
 * ready): a host's reserve must not move when the island's server content is parsed after it was painted.
 * Boxes of the host's own beside the islands (a list's bullet) are not the reserve's.
 */
export const shiftsWhileArriving = (page: Page) =>
  page.evaluate(() => {
    const { parsedAt, shifts } = (window as unknown as { __cls: ShiftRecord }).__cls;
    const islands = Array.from(document.querySelectorAll('[data-widget]'), (el) =>
      el.getBoundingClientRect(),
    );
    const overlaps = (a: DOMRectReadOnly, b: DOMRect) =>
      a.width > 0 &&
      a.height > 0 &&
      a.left < b.right &&
      b.left < a.right &&
      a.top < b.bottom &&
      b.top < a.bottom;
    return shifts
      .filter((s) => s.at < parsedAt)
      .flatMap((s) => s.sources)
      .filter((source) => source.rects.some((rect) => islands.some((island) => overlaps(rect, island))))
      .map((source) => source.text);
  });

/**
 * The lines of the islands whose height follows the fonts of their glyphs: each text in turn is made one
 * Latin letter, then one Japanese character, and the box its line is in (its nearest non-inline ancestor,
 * kept to one line) is measured both times. With `line-height: normal` a line is as tall as the tallest font it uses, and a
 * Japanese fallback font is taller than a Latin one: text that arrives in the other script would move what
 * follows it. The texts are restored within the same task (nothing is painted meanwhile).
 */
export function scriptDependentLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')}`;
    /** The nearest non-inline ancestor, and whether a box on the way has `line-height: normal`. */
    const lineBox = (el: Element) => {
      let box: Element = el;
      let normal = getComputedStyle(box).lineHeight === 'normal';
      while (box.parentElement && ['inline', 'contents'].includes(getComputedStyle(box).display)) {
        box = box.parentElement;
        normal ||= getComputedStyle(box).lineHeight === 'normal';
      }
      return { box, normal };
    };
    // First every line to measure, reading only (no style is recomputed between the reads): one text per
    // kind of line (widget, box and element), whose CSS is the same in every card.
    const lines = new Map<string, { text: Text; box: Element }>();
    for (const island of document.querySelectorAll('[data-widget]')) {
      const walker = document.createTreeWalker(island, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!node.nodeValue?.trim() || !parent?.getClientRects().length) continue;
        const { box, normal } = lineBox(parent);
        // A line whose boxes all have a fixed line-height is as tall as that whatever its fonts (measuring
        // those as well made the sweep twice as long, and found none).
        if (!normal) continue;
        const kind = `${island.getAttribute('data-widget')}: ${name(box)}${box === parent ? '' : ` > ${name(parent)}`}`;
        if (!lines.has(kind)) lines.set(kind, { text: node as Text, box });
      }
    }
    for (const [kind, { text, box }] of lines) {
      const saved = { text: text.nodeValue, style: box.getAttribute('style') };
      // One line either way: a Japanese character may break where a Latin letter does not.
      (box as HTMLElement).style.whiteSpace = 'nowrap';
      text.nodeValue = 'A';
      const latin = box.getBoundingClientRect().height;
      text.nodeValue = 'あ';
      const japanese = box.getBoundingClientRect().height;
      text.nodeValue = saved.text;
      if (saved.style === null) box.removeAttribute('style');
      else box.setAttribute('style', saved.style);
      if (latin !== japanese) found.push(`${kind} ${latin} px with Latin, ${japanese} px with Japanese`);
    }
    return found;
  });
}
