// What the fake store answers with: the store's own message texts (Japanese, as the live store sends them),
// the shapes of its mutation answers, and the folder rules its folder calls check.
import type { WireFavoriteType } from './wire-types.ts';

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
/** docs/server.md "Limits": the folders one member may have of one favourite type. */
export const FOLDERS_PER_TYPE_MAX = 100;

export const MSG = {
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
  xsrf: 'ページの有効期限が切れました。ページを読み込み直してください。',
  folderLimit: 'これ以上フォルダを作成できません。',
} as const;

export function isFavoriteType(v: string | undefined): v is WireFavoriteType {
  return v === 'wishlist' || v === 'followlist' || v === 'searchword';
}

/**
 * docs/behaviour.md "Folder names": trimmed, non-empty, at most 100 characters, no characters outside the
 * BMP.
 */
export function folderNameError(raw: string | undefined): string | null {
  const name = (raw ?? '').trim();
  if (name === '') return MSG.folderName;
  if (name.length > FOLDER_NAME_MAX) return MSG.folderNameLong;
  if (/[\uD800-\uDFFF]/.test(name)) return MSG.folderNameIllegal;
  return null;
}

export function ok(data: unknown, msg = ''): ActionResult {
  return { result: true, data, msg };
}
export function fail(msg: string): ActionResult {
  return { result: false, data: null, msg };
}
