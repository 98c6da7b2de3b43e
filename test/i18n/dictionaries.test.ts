import { describe, expect, it } from 'vitest';
import { en, type LabelKey } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';

// The label table of docs/page-contract.md "Labels", slash rows split; [key, en, ja].
const CONTRACT: ReadonlyArray<readonly [LabelKey, string, string]> = [
  ['into_cart', 'Add to Cart', 'カートに入れる'],
  ['into_cart_result', 'Added to Cart', 'カートに追加しました'],
  ['cart', 'In Cart', 'カートに入っています'],
  ['into_favorite', 'Add to Favorites', 'お気に入りに追加'],
  ['favorite', 'Favorites', 'お気に入り'],
  ['added', 'Added', '追加済み'],
  ['download', 'Download', 'ダウンロード'],
  ['download_play', 'Stream', 'ブラウザ視聴'],
  ['on_rental', 'レンタル中', 'レンタル中'],
  ['label_buy', '通常購入', '通常購入'],
  ['label_rental', 'レンタル', 'レンタル'],
  ['detail', '作品詳細', '作品詳細'],
  ['cart_item_buy', 'Regular Expression', '通常購入'],
  ['cart_item_rental', 'Rental(:time)', 'レンタル(:time)'],
  ['sample', 'Sample', 'サンプル'],
  ['demo', 'Demo', '体験版'],
  ['with_coupon', 'Coupon included', 'クーポン付き'],
  [
    'with_coupon_description',
    'This item comes with a [ :coupon_name ].',
    'この作品を購入すると[ :coupon_name ]がもらえます。',
  ],
  ['failed', 'Communication failed', '通信に失敗しました'],
  ['cart_bar', 'Cart bar', 'カートバー'],
  ['cart_bar_hide', 'Hide', '閉じる'],
  ['cart_bar_show', 'Show', '開く'],
  ['gift', 'Gift', '特典'],
  ['devices', 'Supported devices', '対応デバイス'],
  ['follow', 'Follow', 'フォローする'],
  ['following', 'Already following', 'フォロー中'],
  ['follow_mail', 'Receive notification mail', 'お知らせメールを受け取る'],
  [
    'follow_need_account',
    'You need to have an account to use the Follow feature.',
    'フォロー機能を利用するにはアカウントが必要です。',
  ],
  ['register', 'Sign up', '会員登録'],
  ['login', 'Log in', 'ログイン'],
  ['wishlist', 'My Favorites', 'お気に入り'],
  ['followlist', 'Follow List', 'フォローリスト'],
  ['searchword', 'Saved Search Conditions', '保存した検索条件'],
  ['unclassified', 'Unclassified', '未分類'],
  [
    'unclassified_notice',
    'Please note that you cannot rename or delete unclassified folders.',
    '未分類フォルダは名前の変更・削除ができません。',
  ],
  ['new_folder', 'New folder', '新しいフォルダ'],
  ['create_folder', 'Create new folder', '新しいフォルダを作成'],
  ['folder_name', 'Folder name', 'フォルダ名'],
  ['reorder', 'Reorder', '並び替え'],
  ['item_menu', 'Move or delete', '移動・削除'],
  ['rename', 'Rename', '名前を変更'],
  ['save', 'Save', '保存'],
  ['cancel', 'Cancel', 'キャンセル'],
  ['delete', 'Delete', '削除'],
  ['undo', 'Undo', '元に戻す'],
  ['show_on_top', 'Show on top', 'トップに表示'],
  ['settings_completed', 'Settings completed', '設定しました'],
  ['save_sort_order', 'Save sort order', '並び順を保存'],
  ['sort_saved', 'Saved and applied.', '保存して反映しました。'],
  ['delete_items_too', 'Also delete all items in this folder', 'フォルダ内のアイテムもすべて削除する'],
  ['moved_to', 'Moved to :folder.', ':folderに移動しました。'],
  ['deleted', 'Deleted.', '削除しました。'],
  ['folder_name_empty', 'Enter the folder name.', 'フォルダ名を入力してください。'],
  ['folder_name_long', 'The folder name is too long.', 'フォルダ名が長すぎます。'],
  [
    'folder_name_illegal',
    'The folder name contains illegal characters.',
    'フォルダ名に使用できない文字が含まれています。',
  ],
  ['zoom_always_full', 'Always show in full scale.', '常に原寸で表示する'],
  [
    'zoom_help',
    'Close = [Esc], Previous & Next = Left & Right arrow keys (or the scroll wheel)',
    '閉じる = [Esc]、前へ・次へ = 左右の矢印キー（またはスクロールホイール）',
  ],
  ['zoom_count', ':count images', '全:count枚'],
  ['community_matome', 'Summaries', 'まとめ'],
  ['community_talk', 'Talks', 'トーク'],
];

const ITEM_LABELS: LabelKey[] = [
  'into_cart',
  'into_cart_result',
  'into_favorite',
  'download',
  'download_play',
  'on_rental',
  'label_buy',
  'label_rental',
  'with_coupon',
  'with_coupon_description',
  'cart',
  'sample',
  'favorite',
  'added',
  'demo',
  'detail',
];

const ADDITIONS: LabelKey[] = [
  'close',
  'follow_fallback',
  'rental_options',
  'sales_ended',
  'rating',
  'rating_value',
  'previous_image',
  'next_image',
  'image_n_of_m',
  'thumbnails',
  'gallery',
  'zoom_open',
  'preview_player',
  'messages',
  'info',
  'time_left',
  'rental_period',
  'points',
  'discount',
  'price',
  'error_generic',
  'dnd_instructions',
  'dnd_picked',
  'dnd_moved',
  'dnd_dropped',
  'dnd_cancelled',
  'folder_count',
];

describe('label dictionaries', () => {
  it.each(CONTRACT)('%s has the label table texts', (key, enText, jaText) => {
    expect(en[key]).toBe(enText);
    expect(ja[key]).toBe(jaText);
  });

  it('ja and en have exactly the same keys', () => {
    expect(Object.keys(ja).sort()).toEqual(Object.keys(en).sort());
  });

  it('holds every item-widget label the store names', () => {
    for (const key of ITEM_LABELS) {
      expect(en[key], key).toBeTruthy();
      expect(ja[key], key).toBeTruthy();
    }
  });

  it('holds the widget additions with non-empty texts in both languages', () => {
    for (const key of ADDITIONS) {
      expect(en[key], key).toBeTruthy();
      expect(ja[key], key).toBeTruthy();
    }
  });

  it('every text is a non-empty string, and placeholders match between languages', () => {
    const placeholders = (s: string) => (s.match(/:[A-Za-z_]+/g) ?? []).sort();
    for (const key of Object.keys(en) as LabelKey[]) {
      expect(typeof en[key]).toBe('string');
      expect(ja[key].length, key).toBeGreaterThan(0);
      expect(placeholders(ja[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('the label table keys plus additions are every key', () => {
    const all = new Set<string>([...CONTRACT.map(([k]) => k), ...ADDITIONS]);
    expect(new Set(Object.keys(en))).toEqual(all);
  });
});
