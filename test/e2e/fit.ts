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

/**
 * Collects layout shifts without recent input once the page's HTML is parsed (add as an init script).
 * Shifts while the host's HTML is still arriving are the host's own: on a loaded machine the parser yields
 * and paints a half-built page (a row whose title is not yet parsed). The bundle is a module script, so it
 * runs only after parsing: everything the islands move is counted.
 */
export function recordLayoutShifts() {
  const record = { cls: 0, moved: [] as string[] };
  (window as unknown as { __cls: typeof record }).__cls = record;
  let parsedAt = Infinity;
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') parsedAt = performance.now();
  });
  const name = (node: Node | null) =>
    node instanceof Element
      ? `${node.tagName.toLowerCase()}.${String(node.getAttribute('class') ?? '').replace(/\s+/g, '.')}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[])
      if (!entry.hadRecentInput && entry.startTime >= parsedAt) {
        record.cls += entry.value;
        for (const source of entry.sources ?? [])
          record.moved.push(
            `${name(source.node)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
          );
      }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's layout shift so far, and what moved (for the failure message). */
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: { cls: number } }).__cls.cls);
export const layoutShiftSources = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: { moved: string[] } }).__cls.moved.join('; '));
