// The keys of `ui.pendingAdds`, one builder per kind of add: the slice, the thunks' conditions and the
// widgets must spell a key the same way, or a second add would not see the first.

/** A cart add of this work is in flight. */
export const cartAddKey = (productId: string): string => `cart:${productId}`;

/** A favourite add of this work is in flight. */
export const favoriteAddKey = (productId: string): string => `favorite:${productId}`;
