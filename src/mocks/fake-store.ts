// A small stateful in-memory store behind the msw handlers (design 1, "Mocks"). It holds wire shapes
// (contract 5) deep-cloned from the seed, answers the handlers' questions, applies the mutations of the
// POST calls, and carries the test controls: member/guest, per-call faults and a request log.
import { fixtures } from './fixtures.ts';
import type {
  FakeSeed,
  StoredFolder,
  StoredItem,
  WireCartItem,
  WireCommunity,
  WireCoupon,
  WireFavoriteType,
  WireFolder,
  WirePreview,
  WireProduct,
  WireSampleDemo,
} from './wire-types.ts';
import { LIVE_WORKS, toLiveShape, type AnswerShape } from './live-answers.ts';

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
  'http500' | 'xml-fail' | 'xml-fail-nomsg' | 'result-false' | 'hang' | 'login-html' | 'malformed';

export interface MockRequest {
  call: MockCall;
  method: string;
  url: string;
  body: Record<string, string>;
}

/** The outcome of a mutation: the JSON `{result, data, msg}` calls answer it as is. */
export interface ActionResult {
  result: boolean;
  data: unknown;
  msg: string;
}

/** The outcome of a cart/wishlist add, answered as XML. */
export interface CartResult {
  result_code: '1' | '-1';
  res_msg: string;
}

export const FAVORITE_TYPES: readonly WireFavoriteType[] = ['wishlist', 'followlist', 'searchword'];
export const FOLDER_NAME_MAX = 100;

const MSG = {
  login: 'ログインしてください。',
  folderName: 'フォルダ名を入力してください。',
  folderNameLong: 'フォルダ名が長すぎます。',
  folderNameIllegal: 'フォルダ名に使用できない文字が含まれています。',
  noFolder: 'フォルダが見つかりません。',
  noItem: 'アイテムが見つかりません。',
  badRequest: '不正なリクエストです。',
  cartAdded: 'カートに追加しました。',
  wishAdded: 'お気に入りに追加しました。',
  notForSale: 'この作品は現在販売しておりません。',
  noRental: 'このレンタルプランは選択できません。',
  noProduct: '作品が見つかりません。',
  followed: 'フォローしました。',
} as const;

export function isFavoriteType(v: string | undefined): v is WireFavoriteType {
  return v === 'wishlist' || v === 'followlist' || v === 'searchword';
}

/** Spec 5: trimmed, non-empty, at most 100 characters, no characters outside the BMP. */
export function folderNameError(raw: string | undefined): string | null {
  const name = (raw ?? '').trim();
  if (name === '') return MSG.folderName;
  if (name.length > FOLDER_NAME_MAX) return MSG.folderNameLong;
  if (/[\uD800-\uDFFF]/.test(name)) return MSG.folderNameIllegal;
  return null;
}

function ok(data: unknown, msg = ''): ActionResult {
  return { result: true, data, msg };
}
function fail(msg: string): ActionResult {
  return { result: false, data: null, msg };
}

export function createFakeStore(seed: FakeSeed = fixtures) {
  let db: FakeSeed = structuredClone(seed);
  let member = true;
  let answerShape: AnswerShape = 'spec';
  const faults = new Map<MockCall, MockFault>();
  const requests: MockRequest[] = [];
  /** Deleted items kept for delete_recovery, by relation_id. */
  const deleted = new Map<string, StoredItem>();
  const followMail = new Map<string, number>();
  let relationSeq = 1;

  const product = (id: string): WireProduct | undefined => db.products.find((p) => p.product_id === id);
  const siteOf = (id: string): string | undefined => product(id)?.site_id;
  const folder = (type: WireFavoriteType, id: string | undefined): StoredFolder | undefined =>
    id === undefined ? undefined : db.folders.folders.find((f) => f.type === type && String(f.id) === id);
  const countItems = (type: WireFavoriteType, folderId: number | null): number =>
    db.folders.items.filter((i) => i.type === type && i.folder_id === folderId).length;
  const toWire = (f: StoredFolder): WireFolder => ({
    id: f.id,
    name: f.name,
    item_count: countItems(f.type, f.id),
    is_visible: f.is_visible,
    sort_no: f.sort_no,
    type: f.type,
  });
  const unclassified = (type: WireFavoriteType): WireFolder => ({
    id: null,
    name: db.folders.unclassified_name,
    item_count: countItems(type, null),
    is_visible: true,
    sort_no: -1,
    type,
  });

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
      deleted.clear();
      followMail.clear();
      relationSeq = 1;
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
    clearRequests(): void {
      requests.length = 0;
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
    boughts(isMember: boolean) {
      return isMember
        ? { boughts: db.member.boughts, rentals: db.member.rentals }
        : { boughts: [], rentals: [] };
    },
    favorites(isMember: boolean): string[] {
      return isMember ? db.member.favorites : [];
    },
    uninterests(isMember: boolean) {
      return isMember ? db.member.uninterests : { reason_1: [], reason_2: [] };
    },
    follows(isMember: boolean): string[] {
      return isMember ? db.member.follows : [];
    },
    followMail(key: string): number | undefined {
      return followMail.get(key);
    },
    folders(type: WireFavoriteType): { folders: WireFolder[]; unclassified: WireFolder } {
      return {
        folders: db.folders.folders
          .filter((f) => f.type === type)
          .sort((a, b) => a.sort_no - b.sort_no)
          .map(toWire),
        unclassified: unclassified(type),
      };
    },
    items(type: WireFavoriteType, folderId?: number | null): StoredItem[] {
      return db.folders.items.filter(
        (i) => i.type === type && (folderId === undefined || i.folder_id === folderId),
      );
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
          item_id: nextItemId(),
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
    /** Folder POST: add, edit, delete (spec 7). `folders` are the parsed indexed-bracket rows. */
    folderAction(
      typeRaw: string | undefined,
      action: string | undefined,
      rows: Record<string, string>[],
      body: Record<string, string>,
    ): ActionResult {
      if (!isFavoriteType(typeRaw)) return fail(MSG.badRequest);
      const type = typeRaw;
      if (action === 'add') {
        const row = rows[0];
        if (!row || rows.length !== 1) return fail(MSG.badRequest);
        if (row.type !== undefined && row.type !== type) return fail(MSG.badRequest);
        const err = folderNameError(row.name);
        if (err) return fail(err);
        const id = Math.max(0, ...db.folders.folders.map((f) => f.id)) + 1;
        const sortNo =
          Math.max(-1, ...db.folders.folders.filter((f) => f.type === type).map((f) => f.sort_no)) + 1;
        const f: StoredFolder = {
          id,
          name: (row.name ?? '').trim(),
          is_visible: false,
          sort_no: sortNo,
          type,
        };
        db.folders.folders.push(f);
        return ok({ folder: toWire(f) });
      }
      if (action === 'edit') {
        if (rows.length === 0) return fail(MSG.badRequest);
        // Validate every row first: an edit applies all or nothing.
        for (const row of rows) {
          if (row.type !== undefined && row.type !== type) return fail(MSG.badRequest);
          if (!folder(type, row.id)) return fail(MSG.noFolder);
          if (row.name !== undefined) {
            const err = folderNameError(row.name);
            if (err) return fail(err);
          }
          if (row.is_visible !== undefined && row.is_visible !== '0' && row.is_visible !== '1')
            return fail(MSG.badRequest);
          if (row.sort_no !== undefined && !/^\d+$/.test(row.sort_no)) return fail(MSG.badRequest);
        }
        const changed: WireFolder[] = [];
        for (const row of rows) {
          const f = folder(type, row.id);
          if (!f) continue;
          if (row.name !== undefined) f.name = row.name.trim();
          if (row.is_visible !== undefined) f.is_visible = row.is_visible === '1';
          if (row.sort_no !== undefined) f.sort_no = Number(row.sort_no);
          changed.push(toWire(f));
        }
        return ok({ folders: changed });
      }
      if (action === 'delete') {
        const f = folder(type, body.folder_id);
        if (!f) return fail(MSG.noFolder);
        const deleteItems = body.delete_item === '1';
        db.folders.folders = db.folders.folders.filter((x) => x !== f);
        if (deleteItems) {
          db.folders.items = db.folders.items.filter((i) => !(i.type === type && i.folder_id === f.id));
        } else {
          for (const i of db.folders.items) if (i.type === type && i.folder_id === f.id) i.folder_id = null;
        }
        // Keep sort_no contiguous from 0.
        db.folders.folders
          .filter((x) => x.type === type)
          .sort((a, b) => a.sort_no - b.sort_no)
          .forEach((x, n) => {
            x.sort_no = n;
          });
        return ok({ folder_id: f.id });
      }
      return fail(MSG.badRequest);
    },
    /** My-page item POST: move, delete, delete_recovery. The path carries the type; the body says type=1. */
    itemAction(typeRaw: string | undefined, body: Record<string, string>): ActionResult {
      if (!isFavoriteType(typeRaw) || body.type !== '1') return fail(MSG.badRequest);
      const type = typeRaw;
      const item = db.folders.items.find((i) => i.type === type && String(i.item_id) === body.item_id);
      if (body.action === 'move') {
        if (!item) return fail(MSG.noItem);
        let dst: StoredFolder | undefined;
        if (body.dst_folder !== undefined) {
          dst = folder(type, body.dst_folder);
          if (!dst) return fail(MSG.noFolder);
        }
        item.folder_id = dst ? dst.id : null;
        return ok({
          item_id: item.item_id,
          dst_folder: dst ? dst.id : null,
          dst_folder_name: dst ? dst.name : db.folders.unclassified_name,
        });
      }
      if (body.action === 'delete') {
        if (!item) return fail(MSG.noItem);
        const relationId = `rel-${relationSeq++}`;
        deleted.set(relationId, item);
        db.folders.items = db.folders.items.filter((i) => i !== item);
        return ok({ relation_id: relationId });
      }
      if (body.action === 'delete_recovery') {
        const gone = body.relation_id === undefined ? undefined : deleted.get(body.relation_id);
        if (!gone || gone.type !== type || String(gone.item_id) !== body.item_id) return fail(MSG.noItem);
        deleted.delete(body.relation_id ?? '');
        const back = folder(type, body.favorite_folder_id);
        gone.folder_id = back ? back.id : null;
        db.folders.items.push(gone);
        return ok({ item_id: gone.item_id, folder_id: gone.folder_id });
      }
      return fail(MSG.badRequest);
    },
  };

  function nextItemId(): number {
    return (
      Math.max(0, ...db.folders.items.map((i) => i.item_id), ...[...deleted.values()].map((i) => i.item_id)) +
      1
    );
  }

  return store;
}

export type FakeStore = ReturnType<typeof createFakeStore>;
export const FAKE_MESSAGES = MSG;
