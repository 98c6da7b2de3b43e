import { useLayoutEffect, useState } from 'react';

/**
 * For a widget that replaces its island's server-rendered children (work-gallery, product-item's
 * `data-render="actions"`), which are the page's no-script fallback of what it draws. They are hidden
 * (inline, so the page's CSS cannot show them again) in the same commit that shows the widget's own, so their
 * box is never empty; unmounting shows them again as they were.
 */
export function useServerChildrenHidden(island: HTMLElement, enabled: boolean): void {
  // Read during the first render: the widget's own portal content is not in the island yet.
  const [children] = useState(() =>
    Array.from(island.children).filter((c): c is HTMLElement => c instanceof HTMLElement),
  );
  useLayoutEffect(() => {
    if (!enabled) return;
    const saved = children.map((child) => [child, child.getAttribute('style')] as const);
    for (const child of children) child.style.setProperty('display', 'none', 'important');
    return () => {
      for (const [child, style] of saved) {
        if (style === null) child.removeAttribute('style');
        else child.setAttribute('style', style);
      }
    };
  }, [children, enabled]);
}
