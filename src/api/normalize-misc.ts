import type { CommunityContent, Coupon, PreviewEmbed, SampleDemo, SampleImage } from '../domain/models';
import { keyedRecord } from '../domain/records';
import {
  idOrNull,
  isRecord,
  listOrEmpty,
  num,
  numOrNull,
  requireList,
  requireRecord,
  str,
  text,
  url,
} from './normalize';

function coupon(v: unknown): Coupon | null {
  if (!isRecord(v)) return null;
  const issue = isRecord(v.issue) ? v.issue : {};
  return {
    coupon_id: str(v.coupon_id),
    coupon_name: str(v.coupon_name),
    start_date: str(v.start_date).trim(),
    end_date: str(v.end_date).trim(),
    end_date_str: text(v.end_date_str),
    issue: { product_id: idOrNull(issue.product_id), maker_id: idOrNull(issue.maker_id) },
  };
}

export function normalizeCoupons(v: unknown): Coupon[] {
  return requireList(v, 'coupons')
    .map(coupon)
    .filter((c): c is Coupon => c !== null);
}

function sampleImage(v: unknown): SampleImage | null {
  if (!isRecord(v)) return null;
  const src = url(v.src);
  if (src === '') return null;
  return { src, thumb: url(v.thumb) || src, width: numOrNull(v.width), height: numOrNull(v.height) };
}

function sampleDemo(v: unknown): SampleDemo {
  const r = isRecord(v) ? v : {};
  const demoUrl = isRecord(r.demo) ? url(r.demo.url) : '';
  return {
    demo: demoUrl === '' ? null : { url: demoUrl },
    samples: listOrEmpty(r.samples)
      .map(sampleImage)
      .filter((s): s is SampleImage => s !== null),
  };
}

export function normalizeSampleData(v: unknown): Record<string, SampleDemo> {
  const rec = requireRecord(v, 'sample data');
  const out = keyedRecord<SampleDemo>();
  for (const [id, val] of Object.entries(rec)) out[id] = sampleDemo(val);
  return out;
}

export function normalizePreviewEmbed(v: unknown): PreviewEmbed | null {
  if (!isRecord(v)) return null;
  if (num(v.count) <= 0) return null;
  const first = listOrEmpty(v.works)[0];
  if (!isRecord(first)) return null;
  const embed_url = url(first.embed_url);
  if (embed_url === '') return null;
  return { embed_url, embed_width: num(first.embed_width), embed_height: num(first.embed_height) };
}

export function normalizeCommunityContent(v: unknown): CommunityContent | null {
  if (!isRecord(v)) return null;
  const play_id = idOrNull(v.play_id);
  if (play_id === null) return null;
  return { play_id, matomes_count: num(v.matomes_count), talks_count: num(v.talks_count) };
}
