import type { StoreContext } from './context';

/** Contract 7: a member has the `uhash{lang}` cookie and bit 1 of `loginchecked` set. */
export function customerHash(ctx: StoreContext): string | null {
  const hash = ctx.readCookie(`uhash${ctx.lang}`);
  if (!hash) return null;
  const checked = Number.parseInt(ctx.readCookie('loginchecked') ?? '0', 10);
  return Number.isFinite(checked) && (checked & 1) === 1 ? hash : null;
}
