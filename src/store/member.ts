import type { StoreContext } from './context';
import type { RootState } from './create-store';
import type { UserState } from './user-slice';

/**
 * docs/behaviour.md "Members and guests": a member has the `uhash{lang}` cookie and an odd
 * `loginchecked` (1, 3, …).
 */
export function customerHash(ctx: StoreContext): string | null {
  const hash = ctx.readCookie(`uhash${ctx.lang}`);
  if (!hash) return null;
  const checked = Number.parseInt(ctx.readCookie('loginchecked') ?? '0', 10);
  return Number.isFinite(checked) && (checked & 1) === 1 ? hash : null;
}

/**
 * The one rule of member-ness: the customer hash cookie, and no status answer saying
 * otherwise. A status answer without customer_id makes the page a guest's everywhere (the cookie is stale):
 * no personal lists, buttons or states. Until the status answers, and when its call failed, the cookie
 * decides, so the lists the cookie allows can load and show meanwhile.
 */
export function isMember(hash: string | null, user: Pick<UserState, 'status' | 'customerId'>): boolean {
  return hash !== null && !(user.status === 'succeeded' && user.customerId === null);
}

/** isMember for thunks and tests, which have the whole state and the page context. */
export const selectIsMember = (state: RootState, ctx: StoreContext): boolean =>
  isMember(customerHash(ctx), state.user);
