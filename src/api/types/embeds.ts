import type { WireList, WireNumber } from './common';

export interface WireSampleImage {
  src?: string | null;
  thumb?: string | null;
  width?: WireNumber;
  height?: WireNumber;
  [key: string]: unknown;
}

export interface WireSampleDemo {
  demo?: { url?: string | null } | [] | null;
  samples?: WireList<WireSampleImage> | null;
  [key: string]: unknown;
}

export type WireSampleResponse = Record<string, WireSampleDemo | []> | [];

export interface WirePreviewResponse {
  count?: WireNumber;
  works?: WireList<{
    embed_url?: string | null;
    embed_width?: WireNumber;
    embed_height?: WireNumber;
    [key: string]: unknown;
  }> | null;
  [key: string]: unknown;
}

export interface WireCommunityResponse {
  play_id?: string | number | null;
  matomes_count?: WireNumber;
  talks_count?: WireNumber;
  [key: string]: unknown;
}
