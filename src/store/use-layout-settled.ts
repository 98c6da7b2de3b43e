import { useEffect, useState } from 'react';

/**
 * How long a widget keeps in place what it shows before the data that decides its layout or its action is
 * in, counted from its first render: the price box its skeleton (docs/page/price-box.md), the product
 * card its action (docs/page/product-item.md). That data is asked for in the same wave as the product, so
 * it is usually in by then; past this the widget shows without it rather than keep a shopper waiting.
 */
export const LAYOUT_WAIT_MS = 1000;

/**
 * True once `pending` (something that decides the widget's layout or action is on its way) is false,
 * answered or failed, or LAYOUT_WAIT_MS after the first render. It stays true: lists loading again (a
 * return to the page) keep the widget as it is.
 */
export function useLayoutSettled(pending: boolean): boolean {
  const [settled, setSettled] = useState(!pending);
  if (!pending && !settled) setSettled(true);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), LAYOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || !pending;
}
