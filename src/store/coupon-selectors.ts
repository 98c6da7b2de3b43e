import type { RootState } from './create-store';

/** The page's coupons (every work's; each widget keeps the ones that apply). */
export const selectCoupons = (state: RootState) => state.coupons.items;
