// Wire shapes the fake store answers with (docs/server.md "Wire formats"), read off the fixtures that seed it
// rather than src/api/types, so that the mocks stay an independent description of the server. The fixtures
// are as loose as real servers are (numeric strings, 1/0 flags, nulls); the API document's test
// (test/api/openapi.test.ts) holds every answer built from them to the documented shapes.
import type products from '../../fixtures/products.json';
import type member from '../../fixtures/member.json';
import type coupons from '../../fixtures/coupons.json';
import type folders from '../../fixtures/folders.json';
import type samples from '../../fixtures/samples.json';
import type previews from '../../fixtures/previews.json';
import type community from '../../fixtures/community.json';

export type WireFavoriteType = 'wishlist' | 'followlist' | 'searchword';

export type WireProduct = (typeof products)[number];
export type WireMember = typeof member;
export type WireCartItem = WireMember['cart'][number];
export type WireCoupon = (typeof coupons)[number];
/** A stored folder (item_count is computed when answering). */
export type StoredFolder = Omit<(typeof folders)['folders'][number], 'type'> & { type: WireFavoriteType };
export type WireFolder = Omit<StoredFolder, 'id'> & { id: number | null; item_count: number };
export type StoredItem = Omit<(typeof folders)['items'][number], 'type'> & { type: WireFavoriteType };
export type WireSampleDemo = (typeof samples)[keyof typeof samples];
export type WirePreview = (typeof previews)[keyof typeof previews];
/** play_id: only for works with a channel. */
export type WireCommunity = (typeof community)[keyof typeof community] & { play_id?: string };

export interface FakeSeed {
  products: WireProduct[];
  member: WireMember;
  coupons: WireCoupon[];
  folders: { unclassified_name: string; folders: StoredFolder[]; items: StoredItem[] };
  samples: Record<string, WireSampleDemo>;
  previews: Record<string, WirePreview>;
  community: Record<string, WireCommunity>;
}
