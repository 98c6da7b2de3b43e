// The invariants of the domain models (src/domain/models.ts) that everything past the API edge relies on:
// numbers finite, strings strings, lists real arrays, flags booleans, ids non-empty trimmed strings or
// null, and keyed records that carry only own, non-prototype keys. Each checker returns the list of
// problems (empty when the value is sound), so a failing property prints what was wrong.
import type {
  Boughts,
  CommunityContent,
  Coupon,
  FolderList,
  MemberStatus,
  PreviewEmbed,
  SampleDemo,
  Uninterests,
} from '../../src/domain/models';
import { FAVORITE_TYPES } from '../../src/domain/models';
import type { ProductInfo } from '../../src/api/normalize-product';

type Problems = string[];

const isObj = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function finite(p: Problems, where: string, v: unknown): void {
  if (typeof v !== 'number' || !Number.isFinite(v)) p.push(`${where}: not a finite number (${String(v)})`);
}
function finiteOrNull(p: Problems, where: string, v: unknown): void {
  if (v !== null) finite(p, where, v);
}
/** A figure the answer may leave out (null); a known one is a finite amount ≥ 0. */
function nonNegativeOrNull(p: Problems, where: string, v: unknown): void {
  finiteOrNull(p, where, v);
  if (typeof v === 'number' && v < 0) p.push(`${where}: negative`);
}
function string(p: Problems, where: string, v: unknown): void {
  if (typeof v !== 'string') p.push(`${where}: not a string (${typeof v})`);
}
/** A URL field: a string kept trimmed (safety is judged where it is placed, by safeUrl). */
function urlText(p: Problems, where: string, v: unknown): void {
  string(p, where, v);
  if (typeof v === 'string' && v !== v.trim()) p.push(`${where}: URL not trimmed`);
}
function id(p: Problems, where: string, v: unknown): void {
  if (typeof v !== 'string' || v.trim() === '' || v !== v.trim())
    p.push(`${where}: not a trimmed id (${String(v)})`);
}
function idOrNull(p: Problems, where: string, v: unknown): void {
  if (v !== null) id(p, where, v);
}
function bool(p: Problems, where: string, v: unknown): void {
  if (typeof v !== 'boolean') p.push(`${where}: not a boolean`);
}
function array(p: Problems, where: string, v: unknown): v is unknown[] {
  if (!Array.isArray(v)) {
    p.push(`${where}: not an array`);
    return false;
  }
  return true;
}
/** A keyed record: a plain object whose prototype is Object.prototype (or null), own keys only. */
function keyed(p: Problems, where: string, v: unknown): v is Record<string, unknown> {
  if (!isObj(v)) {
    p.push(`${where}: not an object`);
    return false;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) p.push(`${where}: prototype was replaced`);
  return true;
}

export function productProblems(v: ProductInfo, where = 'product'): Problems {
  const p: Problems = [];
  id(p, `${where}.product_id`, v.product_id);
  for (const k of ['work_name', 'maker_name', 'site_id', 'maker_id'] as const)
    string(p, `${where}.${k}`, v[k]);
  // A price or point figure the answer does not give is null (never a made-up 0); a known price is ≥ 0.
  for (const k of ['price', 'price_without_tax', 'official_price', 'upgrade_min_price'] as const)
    nonNegativeOrNull(p, `${where}.${k}`, v[k]);
  for (const k of ['price_en', 'price_eur'] as const) nonNegativeOrNull(p, `${where}.${k}`, v[k]);
  const points = ['default_point_rate', 'default_point', 'product_point_rate', 'product_point'] as const;
  for (const k of points) finiteOrNull(p, `${where}.${k}`, v[k]);
  // Not sent: null (no rating, no count shown), never a made-up 0.
  finiteOrNull(p, `${where}.rate_average`, v.rate_average);
  if (v.rate_average !== null && (v.rate_average < 0 || v.rate_average > 5))
    p.push(`${where}.rate_average: outside 0-5`);
  for (const k of ['rate_count', 'dl_count'] as const) {
    const n = v[k];
    if (n !== null && (!Number.isSafeInteger(n) || n < 0)) p.push(`${where}.${k}: not a count`);
  }
  if (array(p, `${where}.rank`, v.rank))
    v.rank.forEach((r, i) => {
      string(p, `${where}.rank[${i}].type`, r.type);
      finite(p, `${where}.rank[${i}].rank`, r.rank);
      string(p, `${where}.rank[${i}].term`, r.term);
    });
  if (keyed(p, `${where}.ranks`, v.ranks))
    for (const [k, r] of Object.entries(v.ranks)) {
      if (!isObj(r)) p.push(`${where}.ranks.${k}: not an entry`);
    }
  if (v.gift !== null) {
    if (!isObj(v.gift)) p.push(`${where}.gift: not an object or null`);
    else {
      string(p, `${where}.gift.distribute_end`, v.gift.distribute_end);
      string(p, `${where}.gift.distribute_end_str`, v.gift.distribute_end_str);
    }
  }
  bool(p, `${where}.is_rental`, v.is_rental);
  bool(p, `${where}.on_sale`, v.on_sale);
  if (array(p, `${where}.work_rentals`, v.work_rentals))
    v.work_rentals.forEach((r, i) => {
      for (const k of ['id', 'rental_id', 'time_str', 'time_unit_jp', 'time_unit_en'] as const)
        string(p, `${where}.work_rentals[${i}].${k}`, r[k]);
      finiteOrNull(p, `${where}.work_rentals[${i}].price`, r.price);
    });
  urlText(p, `${where}.down_url`, v.down_url);
  if (keyed(p, `${where}.extra`, v.extra))
    for (const [k, x] of Object.entries(v.extra)) {
      if (typeof x === 'number') finite(p, `${where}.extra.${k}`, x);
      else if (typeof x !== 'string' && typeof x !== 'boolean') p.push(`${where}.extra.${k}: bad type`);
    }
  return p;
}

export function productInfosProblems(v: Record<string, ProductInfo>): Problems {
  const p: Problems = [];
  if (!keyed(p, 'infos', v)) return p;
  for (const [key, info] of Object.entries(v)) {
    p.push(...productProblems(info, `infos[${JSON.stringify(key)}]`));
    if (info.product_id !== key) p.push(`infos[${key}]: keyed under another id`);
  }
  return p;
}

export function memberStatusProblems(v: MemberStatus): Problems {
  const p: Problems = [];
  idOrNull(p, 'customer_id', v.customer_id);
  if (v.customer_id === '0') p.push('customer_id: "0" must read as a guest');
  if (array(p, 'cart', v.cart))
    v.cart.forEach((c, i) => {
      id(p, `cart[${i}].product_id`, c.product_id);
      string(p, `cart[${i}].rental_id`, c.rental_id);
      finite(p, `cart[${i}].status`, c.status);
    });
  if (array(p, 'message', v.message))
    v.message.forEach((m, i) => {
      for (const k of ['id', 'title', 'body'] as const) string(p, `message[${i}].${k}`, m[k]);
      urlText(p, `message[${i}].url`, m.url);
      finite(p, `message[${i}].inservice`, m.inservice);
      if (/<[a-z!/]/i.test(m.title) && /<(script|img|svg|iframe)\b/i.test(m.title))
        p.push(`message[${i}].title: markup survived`);
    });
  if (array(p, 'info', v.info))
    v.info.forEach((n, i) => {
      for (const k of ['id', 'title', 'date'] as const) string(p, `info[${i}].${k}`, n[k]);
      urlText(p, `info[${i}].url`, n.url);
    });
  return p;
}

function idArray(p: Problems, where: string, v: unknown): void {
  if (array(p, where, v)) v.forEach((x, i) => id(p, `${where}[${i}]`, x));
}

export function boughtsProblems(v: Boughts): Problems {
  const p: Problems = [];
  idArray(p, 'boughts', v.boughts);
  if (array(p, 'rentals', v.rentals))
    v.rentals.forEach((r, i) => {
      id(p, `rentals[${i}].product_id`, r.product_id);
      string(p, `rentals[${i}].expired_date`, r.expired_date);
      // What the rental cost and earned: null when not sent (the upgrade then has no price), else ≥ 0.
      for (const k of ['price', 'price_without_tax', 'point_rate', 'price_usd', 'price_eur'] as const)
        nonNegativeOrNull(p, `rentals[${i}].${k}`, r[k]);
    });
  return p;
}

export function idListProblems(v: unknown, where: string): Problems {
  const p: Problems = [];
  idArray(p, where, v);
  return p;
}

export function uninterestsProblems(v: Uninterests): Problems {
  return [...idListProblems(v.reason_1, 'reason_1'), ...idListProblems(v.reason_2, 'reason_2')];
}

export function couponsProblems(v: Coupon[]): Problems {
  const p: Problems = [];
  if (!array(p, 'coupons', v)) return p;
  v.forEach((c, i) => {
    for (const k of ['coupon_id', 'coupon_name', 'start_date', 'end_date', 'end_date_str'] as const)
      string(p, `coupons[${i}].${k}`, c[k]);
    if (!isObj(c.issue)) p.push(`coupons[${i}].issue: not an object`);
    else {
      idOrNull(p, `coupons[${i}].issue.product_id`, c.issue.product_id);
      idOrNull(p, `coupons[${i}].issue.maker_id`, c.issue.maker_id);
    }
  });
  return p;
}

export function sampleDataProblems(v: Record<string, SampleDemo>): Problems {
  const p: Problems = [];
  if (!keyed(p, 'samples', v)) return p;
  for (const [k, d] of Object.entries(v)) {
    if (d.demo !== null) urlText(p, `samples.${k}.demo.url`, d.demo.url);
    if (d.demo !== null && d.demo.url === '') p.push(`samples.${k}.demo: empty url instead of null`);
    if (array(p, `samples.${k}.samples`, d.samples))
      d.samples.forEach((s, i) => {
        urlText(p, `samples.${k}.samples[${i}].src`, s.src);
        if (s.src === '') p.push(`samples.${k}.samples[${i}].src: empty`);
        urlText(p, `samples.${k}.samples[${i}].thumb`, s.thumb);
        for (const d of ['width', 'height'] as const)
          finiteOrNull(p, `samples.${k}.samples[${i}].${d}`, s[d]);
      });
  }
  return p;
}

export function previewEmbedProblems(v: PreviewEmbed | null): Problems {
  const p: Problems = [];
  if (v === null) return p;
  urlText(p, 'embed_url', v.embed_url);
  if (v.embed_url === '') p.push('embed_url: empty');
  finite(p, 'embed_width', v.embed_width);
  finite(p, 'embed_height', v.embed_height);
  return p;
}

export function communityProblems(v: CommunityContent | null): Problems {
  const p: Problems = [];
  if (v === null) return p;
  id(p, 'play_id', v.play_id);
  finite(p, 'matomes_count', v.matomes_count);
  finite(p, 'talks_count', v.talks_count);
  return p;
}

export function folderListProblems(v: FolderList): Problems {
  const p: Problems = [];
  const folder = (where: string, f: FolderList['unclassified']) => {
    string(p, `${where}.name`, f.name);
    finite(p, `${where}.item_count`, f.item_count);
    finite(p, `${where}.sort_no`, f.sort_no);
    bool(p, `${where}.is_visible`, f.is_visible);
    if (!FAVORITE_TYPES.includes(f.type)) p.push(`${where}.type: unknown type ${String(f.type)}`);
  };
  if (array(p, 'folders', v.folders))
    v.folders.forEach((f, i) => {
      id(p, `folders[${i}].id`, f.id);
      folder(`folders[${i}]`, f);
      const prev = v.folders[i - 1];
      if (prev && prev.sort_no > f.sort_no) p.push(`folders[${i}]: not sorted by sort_no`);
    });
  if (!isObj(v.unclassified)) p.push('unclassified: missing');
  else {
    if (v.unclassified.id !== null) p.push('unclassified.id: not null');
    folder('unclassified', v.unclassified);
  }
  return p;
}
