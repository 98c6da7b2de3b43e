import { useEffect, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectLayoutDataPending } from '../../store/product-selectors';

/**
 * How long the box keeps its skeleton for what decides its layout, from its first render: the page's
 * coupons (their rows) and, for a member, the status (whether the cookie's lists count; the cart link in
 * place of the add button), the boughts (a bought work's Download and Stream; a live rental drops the
 * sell/rental choice) and the favourites (the shorter `added` fits the favourite button beside the action
 * where `into_favorite` wraps onto a line of its own on a phone). They are asked for in the same wave as
 * the product, so they are usually in by then; showing the box without them and changing it a moment later
 * moved everything under the box (layout shift on a phone). Past this, the box shows without them rather
 * than keep a shopper from the price.
 */
export const LAYOUT_WAIT_MS = 1000;

/** Something that decides the box's layout is on its way (a guest has no member lists to wait for). */
function useLayoutDataPending(member: boolean): boolean {
  return useAppSelector((state) => selectLayoutDataPending(state, member));
}

/**
 * True once nothing that decides the box's layout is on its way (answered or failed), or LAYOUT_WAIT_MS
 * after the first render. It stays true: lists loading again (a return to the page) keep the box shown.
 */
export function useLayoutSettled(member: boolean): boolean {
  const pending = useLayoutDataPending(member);
  const [settled, setSettled] = useState(!pending);
  if (!pending && !settled) setSettled(true);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setSettled(true), LAYOUT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled || !pending;
}
