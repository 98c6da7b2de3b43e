import { useLayoutEffect, useState } from 'react';
import { adoptStyles } from '../styles/adopt-styles';
import serverChildrenStyles from './server-children.css?inline';

adoptStyles(serverChildrenStyles);

/** The attribute that hides a replaced child (server-children.css: `display: none !important`). */
export const REPLACED_ATTRIBUTE = 'data-sf-replaced';

/**
 * For a widget that replaces its island's server-rendered children (work-gallery, product-item's
 * `data-render="actions"`), which are the page's no-script fallback of what it draws. They are hidden (by
 * the bundle's own `!important` rule, which the page's CSS does not outweigh) in the same commit that shows
 * the widget's own, so their box is never empty; unmounting shows them again as they were. An attribute,
 * not an inline style: a page whose CSP refuses inline styles could hide them but never show them again.
 */
export function useServerChildrenHidden(island: HTMLElement, enabled: boolean): void {
  // Read during the first render: the widget's own portal content is not in the island yet.
  const [children] = useState(() =>
    Array.from(island.children).filter((c): c is HTMLElement => c instanceof HTMLElement),
  );
  useLayoutEffect(() => {
    if (!enabled) return;
    // A child the page had marked itself stays marked.
    const marked = children.filter((child) => !child.hasAttribute(REPLACED_ATTRIBUTE));
    for (const child of marked) child.setAttribute(REPLACED_ATTRIBUTE, '');
    return () => {
      for (const child of marked) child.removeAttribute(REPLACED_ATTRIBUTE);
    };
  }, [children, enabled]);
}
