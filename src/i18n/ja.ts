// Japanese interface texts: the same keys as en.ts (the type enforces it). Texts marked "spec" are fixed
// by the spec. `:name` placeholders are substituted by the translator (src/i18n/translate.ts).
import type { Dictionary } from './en';

export const ja = {
  // --- Product card / item widget (spec 2, contract 8) ---
  into_cart: 'カートに入れる',
  into_cart_result: 'カートに追加しました', // spec
  cart: 'カートに入っています',
  into_favorite: 'お気に入りに追加',
  favorite: 'お気に入り',
  added: '追加済み', // spec
  download: 'ダウンロード',
  download_play: 'ブラウザ視聴', // spec
  on_rental: 'レンタル中', // spec
  label_buy: '通常購入', // spec
  label_rental: 'レンタル', // spec
  detail: '作品詳細', // spec
  cart_item_buy: '通常購入',
  cart_item_rental: 'レンタル(:time)',
  sample: 'サンプル',
  demo: '体験版',
  with_coupon: 'クーポン付き',
  with_coupon_description: 'この作品を購入すると[ :coupon_name ]がもらえます。',
  failed: '通信に失敗しました', // spec

  // --- Price box ---
  cart_bar: 'カートバー',
  cart_bar_hide: '閉じる',
  cart_bar_show: '開く',
  gift: '特典',
  devices: '対応デバイス',

  // --- Follow ---
  follow: 'フォローする',
  following: 'フォロー中',
  follow_mail: 'お知らせメールを受け取る',
  follow_need_account: 'フォロー機能を利用するにはアカウントが必要です。',
  follow_fallback: 'フォローリストのページからフォローする',
  register: '会員登録',
  login: 'ログイン',

  // --- My-page favourites ---
  wishlist: 'お気に入り',
  followlist: 'フォローリスト',
  searchword: '保存した検索条件',
  unclassified: '未分類',
  unclassified_notice: '未分類フォルダは名前の変更・削除ができません。',
  new_folder: '新しいフォルダ', // default names are `新しいフォルダ1`, `新しいフォルダ2`, ...
  create_folder: '新しいフォルダを作成',
  folder_name: 'フォルダ名',
  reorder: '並び替え',
  item_menu: '移動・削除',
  rename: '名前を変更',
  save: '保存',
  cancel: 'キャンセル',
  delete: '削除',
  undo: '元に戻す',
  show_on_top: 'トップに表示',
  settings_completed: '設定しました',
  save_sort_order: '並び順を保存',
  sort_saved: '保存して反映しました。',
  delete_items_too: 'フォルダ内のアイテムもすべて削除する',
  moved_to: ':folderに移動しました。',
  deleted: '削除しました。',
  folder_name_empty: 'フォルダ名を入力してください。', // spec
  folder_name_long: 'フォルダ名が長すぎます。',
  folder_name_illegal: 'フォルダ名に使用できない文字が含まれています。',

  // --- Gallery zoom popup ---
  zoom_always_full: '常に原寸で表示する',
  zoom_help: '閉じる = [Esc]、前へ・次へ = 左右の矢印キー（またはスクロールホイール）',
  zoom_count: '全:count枚',

  // --- Community ---
  community_matome: 'まとめ',
  community_talk: 'トーク',

  // --- Additions: not in contract 8, needed by the widgets (overridable through `i18n` like any other) ---
  close: '閉じる',
  rental_options: '購入方法を選択',
  rating: '評価',
  rating_value: '評価 :rate（:count件）',
  previous_image: '前の画像',
  next_image: '次の画像',
  image_n_of_m: ':count枚中:n枚目',
  thumbnails: 'サムネイル',
  gallery: '画像ギャラリー',
  zoom_open: '拡大表示',
  preview_player: '試聴・試用',
  messages: 'お知らせ',
  info: 'インフォメーション',
  time_left: ':time終了',
  rental_period: ':dateまで',
  points: 'ポイント',
  discount: '割引',
  price: '価格',
  error_generic: 'エラーが発生しました。',
  dnd_instructions:
    'フォルダを持ち上げるにはスペースキーまたはEnterキーを押します。矢印キーで移動し、スペースキーまたはEnterキーで配置、Escキーでキャンセルします。',
  dnd_picked: ':nameを持ち上げました。',
  dnd_moved: ':nameを:count件中:pos番目に移動しました。',
  dnd_dropped: ':nameを:count件中:pos番目に配置しました。',
  dnd_cancelled: '並び替えをキャンセルしました。:nameは:pos番目に戻りました。',
  folder_count: ':count件',
} as const satisfies Dictionary;
