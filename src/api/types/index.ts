export type * from './common';
export type * from './product';
export type * from './member';
export type * from './folders';
export type * from './cart';
export type * from './coupon';
export type * from './embeds';
