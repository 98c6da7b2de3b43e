// Same-site tabs in step: what one tab tells the others. A message carries one change, as ids and
// flags only (never names, prices or anything shown as text), and says which bundle and site sent it.
import { isFavoriteType } from '../domain/models';
import type { ItemAction, TabChange } from '../domain/tab-change';

export const TAB_MESSAGE_APP = 'storefront-islands';

export type { ItemAction, TabChange } from '../domain/tab-change';
const ITEM_ACTIONS: readonly string[] = ['moved', 'deleted', 'recovered'] satisfies ItemAction[];

export interface TabMessage {
  app: typeof TAB_MESSAGE_APP;
  version: string;
  site: string;
  change: TabChange;
}

export type ReadTabMessage =
  | { ok: true; change: TabChange }
  /** From another site or another bundle version: not ours to apply, and nothing wrong. */
  | { ok: false; reason: 'foreign' }
  | { ok: false; reason: 'malformed' };

/** An id as the store writes it: a non-empty string of at most 256 characters, no control characters. */
function isId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= 256 &&
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    !/[\u0000-\u001f\u007f]/.test(value)
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readChange(raw: unknown): TabChange | null {
  if (!isRecord(raw)) return null;
  switch (raw.kind) {
    case 'cart':
      return isId(raw.productId) && (raw.rentalId === '' || isId(raw.rentalId))
        ? { kind: 'cart', productId: raw.productId, rentalId: raw.rentalId }
        : null;
    case 'favorite':
      return isId(raw.productId) ? { kind: 'favorite', productId: raw.productId } : null;
    case 'follow':
      return isId(raw.followKey) ? { kind: 'follow', followKey: raw.followKey } : null;
    case 'folders':
      return isFavoriteType(raw.favoriteType) ? { kind: 'folders', favoriteType: raw.favoriteType } : null;
    case 'item':
      return isFavoriteType(raw.favoriteType) &&
        isId(raw.itemId) &&
        typeof raw.action === 'string' &&
        ITEM_ACTIONS.includes(raw.action) &&
        (raw.folderId === null || isId(raw.folderId))
        ? {
            kind: 'item',
            favoriteType: raw.favoriteType,
            itemId: raw.itemId,
            action: raw.action as ItemAction,
            folderId: raw.folderId,
          }
        : null;
    default:
      return null;
  }
}

/** Checks a received message: ours (same app, version and site) and well-formed, or why not. */
export function readTabMessage(data: unknown, own: { site: string; version: string }): ReadTabMessage {
  if (!isRecord(data) || data.app !== TAB_MESSAGE_APP) return { ok: false, reason: 'malformed' };
  if (data.site !== own.site || data.version !== own.version) return { ok: false, reason: 'foreign' };
  const change = readChange(data.change);
  return change ? { ok: true, change } : { ok: false, reason: 'malformed' };
}

export function tabMessage(change: TabChange, own: { site: string; version: string }): TabMessage {
  return { app: TAB_MESSAGE_APP, version: own.version, site: own.site, change };
}
