// A small stateful in-memory store behind the msw handlers (docs/architecture.md "Mocks and preview"). It
// holds wire shapes (docs/server.md "Wire formats") deep-cloned from the seed, answers the handlers'
// questions, applies the mutations of the POST calls, and carries the test controls: member/guest, per-call
// faults and a request log.
import { fixtureSeed } from './fixtures.ts';
import { resolveFixtureDates } from './fixture-dates.ts';
import { createFakeFolders, type FakeFolders } from './fake-folders.ts';
import { MSG, type CartResult } from './fake-answers.ts';
import type {
  FakeSeed,
  WireCartItem,
  WireCommunity,
  WireCoupon,
  WirePreview,
  WireProduct,
  WireSampleDemo,
} from './wire-types.ts';
import { LIVE_WORKS, toLiveShape, type AnswerShape } from './live-answers.ts';

export {
  FAVORITE_TYPES,
  FOLDER_NAME_MAX,
  FOLDERS_PER_TYPE_MAX,
  folderNameError,
  isFavoriteType,
  type ActionResult,
  type CartResult,
} from './fake-answers.ts';

export type MockCall =
  | 'productInfo'
  | 'status'
  | 'boughts'
  | 'favorites'
  | 'uninterests'
  | 'follows'
  | 'folders'
  | 'cart'
  | 'wishlist'
  | 'follow'
  | 'folderAction'
  | 'itemAction'
  | 'coupons'
  | 'sample'
  | 'preview'
  | 'community';

export type MockFault =
  | 'http500'
  | 'xml-fail'
  | 'xml-fail-nomsg'
  | 'result-false'
  | 'hang'
  | 'login-html'
  | 'malformed'
  /** 200 with an empty body. */
  | 'empty'
  /** The usual answer, one second late (SLOW_ANSWER_MS). */
  | 'slow'
  /** A JSONP script that fails to load (HTTP 404): the script element's error event. */
  | 'script-error';

export interface MockRequest {
  call: MockCall;
  method: string;
  url: string;
  body: Record<string, string>;
}
/** A fake store whose seed's relative dates (fixture-dates.ts) are resolved at `now`. */
export function createFakeStore(written: FakeSeed = fixtureSeed, now = Date.now()) {
  const seed = resolveFixtureDates(written, now);
  let db: FakeSeed = structuredClone(seed);
  let member = true;
  let answerShape: AnswerShape = 'spec';
  const faults = new Map<MockCall, MockFault>();
  const requests: MockRequest[] = [];
  const followMail = new Map<string, number>();
  const folders = createFakeFolders(() => db);

  const product = (id: string): WireProduct | undefined => db.products.find((p) => p.product_id === id);
  const siteOf = (id: string): string | undefined => product(id)?.site_id;

  const store = {
    /** The live data (wire shapes); tests may read or tweak it directly. */
    get db(): FakeSeed {
      return db;
    },
    requests,

    // ---- controls -------------------------------------------------------------------------------
    /** Back to the seed: data, member flag, faults and the request log. */
    reset(): void {
      db = structuredClone(seed);
      member = true;
      answerShape = 'spec';
      faults.clear();
      requests.length = 0;
      followMail.clear();
      folders.reset();
    },
    /** A purchase the member made elsewhere (another tab's checkout): the work is bought from now on. */
    purchase(productId: string): void {
      if (!db.member.boughts.includes(productId)) db.member.boughts.push(productId);
    },
    /** Member or guest when a request carries no Cookie header at all. */
    setMember(value: boolean): void {
      member = value;
    },
    get isMember(): boolean {
      return member;
    },
    setFault(call: MockCall, fault: MockFault | null): void {
      if (fault === null) faults.delete(call);
      else faults.set(call, fault);
    },
    faultFor(call: MockCall): MockFault | undefined {
      return faults.get(call);
    },
    record(entry: MockRequest): void {
      requests.push(entry);
    },
    /** The logged requests of one call. */
    requestsOf(call: MockCall): MockRequest[] {
      return requests.filter((r) => r.call === call);
    },

    // ---- reads ------------------------------------------------------------------------------------
    /**
     * Product info keyed by id for the known ids of the site; `[]` when none is known (a real quirk). The
     * works of the live corpus answer as captured; `shape: 'live'` rewrites the others the live store's way.
     */
    productInfo(
      site: string,
      ids: string[],
      shape: AnswerShape = answerShape,
    ): Record<string, WireProduct | Record<string, unknown>> | [] {
      const out: Record<string, WireProduct | Record<string, unknown>> = {};
      for (const id of ids) {
        const p = product(id);
        const live = Object.hasOwn(LIVE_WORKS, id) ? LIVE_WORKS[id] : undefined;
        if (p && p.site_id === site) out[id] = shape === 'live' ? toLiveShape(p) : structuredClone(p);
        else if (live && live.site_id === site) out[id] = structuredClone(live);
      }
      return Object.keys(out).length === 0 ? [] : out;
    },
    /** The shape of product-info answers when the request does not choose one by cookie. */
    setAnswerShape(shape: AnswerShape): void {
      answerShape = shape;
    },
    /** Member: customer_id, cart (of this site), message, info. Guest: no customer_id. */
    status(site: string, isMember: boolean) {
      if (!isMember) return { cart: [] as WireCartItem[], message: [], info: [] };
      const m = db.member;
      return {
        customer_id: m.customer_id,
        cart: m.cart.filter((c) => (siteOf(c.product_id) ?? site) === site),
        message: m.message,
        info: m.info,
      };
    },
    // A member's lists; a guest's are empty.
    boughts: (isMember: boolean) =>
      isMember ? { boughts: db.member.boughts, rentals: db.member.rentals } : { boughts: [], rentals: [] },
    favorites: (isMember: boolean): string[] => (isMember ? db.member.favorites : []),
    uninterests: (isMember: boolean) => (isMember ? db.member.uninterests : { reason_1: [], reason_2: [] }),
    follows: (isMember: boolean): string[] => (isMember ? db.member.follows : []),
    followMail(key: string): number | undefined {
      return followMail.get(key);
    },
    coupons(site: string): WireCoupon[] {
      return db.coupons.filter((c) => c.site_id === site);
    },
    samples(ids: string[]): Record<string, WireSampleDemo> | [] {
      const out: Record<string, WireSampleDemo> = {};
      for (const id of ids) {
        const s = db.samples[id];
        if (s) out[id] = s;
      }
      return Object.keys(out).length === 0 ? [] : out;
    },
    preview(site: string, id: string): WirePreview {
      const p = db.previews[id];
      return p && siteOf(id) === site ? p : { count: 0, works: [] };
    },
    community(id: string): WireCommunity {
      return db.community[id] ?? { matomes_count: 0, talks_count: 0 };
    },

    // ---- mutations --------------------------------------------------------------------------------
    /** mode=cart: remove the same product_id, then append. */
    addToCart(site: string, productId: string, rentalId: string): CartResult {
      const p = product(productId);
      if (!p || p.site_id !== site) return { result_code: '-1', res_msg: MSG.noProduct };
      if (rentalId !== '') {
        if (!p.is_rental || !p.work_rentals.some((r) => r.rental_id === rentalId))
          return { result_code: '-1', res_msg: MSG.noRental };
      } else if (p.on_sale !== 1) {
        return { result_code: '-1', res_msg: MSG.notForSale };
      }
      const cart = db.member.cart.filter((c) => c.product_id !== productId);
      cart.push({ product_id: productId, rental_id: rentalId, status: 1 });
      db.member.cart = cart;
      return { result_code: '1', res_msg: MSG.cartAdded };
    },
    /** mode=wishlist: add to favourites (and as an unclassified wishlist item). */
    addToWishlist(site: string, productId: string, isMember: boolean): CartResult {
      if (!isMember) return { result_code: '-1', res_msg: MSG.login };
      const p = product(productId);
      if (!p || p.site_id !== site) return { result_code: '-1', res_msg: MSG.noProduct };
      if (!db.member.favorites.includes(productId)) db.member.favorites.push(productId);
      if (!db.folders.items.some((i) => i.type === 'wishlist' && i.product_id === productId)) {
        db.folders.items.push({
          item_id: folders.nextItemId(),
          type: 'wishlist',
          folder_id: null,
          product_id: productId,
          title: p.work_name,
          url: `/${p.site_id}/work/=/product_id/${productId}.html`,
        });
      }
      return { result_code: '1', res_msg: MSG.wishAdded };
    },
    /** Follow registration: adds the follow_key (once) and keeps the mail flag. */
    follow(followKey: string, mail: string): { status: number; msg: string } {
      if (followKey === '') return { status: 400, msg: MSG.badRequest };
      if (!db.member.follows.includes(followKey)) db.member.follows.push(followKey);
      followMail.set(followKey, mail === '0' ? 0 : 1);
      return { status: 200, msg: MSG.followed };
    },
    // ---- favourite folders and my-page items (fake-folders.ts) ------------------------------------
    folders: (...args: Parameters<FakeFolders['folders']>) => folders.folders(...args),
    items: (...args: Parameters<FakeFolders['items']>) => folders.items(...args),
    folderAction: (...args: Parameters<FakeFolders['folderAction']>) => folders.folderAction(...args),
    itemAction: (...args: Parameters<FakeFolders['itemAction']>) => folders.itemAction(...args),
  };

  return store;
}

export type FakeStore = ReturnType<typeof createFakeStore>;
export const FAKE_MESSAGES = MSG;
