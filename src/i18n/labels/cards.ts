// Labels of the product card, and those widgets of more than one family share: in the `cards` chunk, which
// every widget chunk imports. A widget's module imports the parts it shows, so a part travels with the code
// that shows it (src/i18n/translate.ts). Texts marked "store wording" are the store's own
// (docs/behaviour.md "Dates and languages").
import { labelPart } from '../translate';

export const cardLabels = labelPart({
  en: {
    into_cart: 'Add to Cart',
    into_cart_result: 'Added to Cart', // store wording
    cart: 'In Cart',
    into_favorite: 'Add to Favorites',
    favorite: 'Favorites',
    added: 'Added', // store wording
    download: 'Download',
    download_play: 'Stream', // store wording
    on_rental: 'レンタル中', // store wording: Japanese on English pages
    sales_ended: 'Sales Ended',
    label_buy: '通常購入', // store wording: Japanese on English pages
    label_rental: 'レンタル', // store wording: Japanese on English pages
    detail: '作品詳細', // store wording: Japanese on English pages
    cart_item_buy: 'Regular Expression', // store wording (literally)
    cart_item_rental: 'Rental(:time)',
    sample: 'Sample',
    demo: 'Demo',
    with_coupon: 'Coupon included',
    with_coupon_description: 'This item comes with a [ :coupon_name ].', // store wording
    wishlist: 'My Favorites', // store wording
    followlist: 'Follow List', // store wording
    searchword: 'Saved Search Conditions', // store wording
    unclassified: 'Unclassified',
    new_folder: 'New folder', // store wording; default names are `New folder 1`, `New folder 2`, ...
    create_folder: 'Create new folder',
    folder_name: 'Folder name',
    save: 'Save',
    delete: 'Delete',
    deleted: 'Deleted.',
    folder_name_empty: 'Enter the folder name.', // store wording
    folder_name_long: 'The folder name is too long.', // store wording
    folder_name_illegal: 'The folder name contains illegal characters.', // store wording
    community_matome: 'Summaries',
    community_talk: 'Talks',
    close: 'Close',
    rental_options: 'Purchase options',
    rating: 'Rating',
    rating_value: ':rate out of 5 (:count ratings)',
    time_left: 'Ends :time',
    rental_period: 'Until :date',
    folder_count: ':count items',
    register: 'Sign up',
    login: 'Log in',
  },
  ja: {
    into_cart: 'カートに入れる',
    into_cart_result: 'カートに追加しました', // store wording
    cart: 'カートに入っています',
    into_favorite: 'お気に入りに追加',
    favorite: 'お気に入り',
    added: '追加済み', // store wording
    download: 'ダウンロード',
    download_play: 'ブラウザ視聴', // store wording
    on_rental: 'レンタル中', // store wording
    sales_ended: '販売終了',
    label_buy: '通常購入', // store wording
    label_rental: 'レンタル', // store wording
    detail: '作品詳細', // store wording
    cart_item_buy: '通常購入',
    cart_item_rental: 'レンタル(:time)',
    sample: 'サンプル',
    demo: '体験版',
    with_coupon: 'クーポン付き',
    with_coupon_description: 'この作品を購入すると[ :coupon_name ]がもらえます。',
    wishlist: 'お気に入り',
    followlist: 'フォローリスト',
    searchword: '保存した検索条件',
    unclassified: '未分類',
    new_folder: '新しいフォルダ', // default names are `新しいフォルダ1`, `新しいフォルダ2`, ...
    create_folder: '新しいフォルダを作成',
    folder_name: 'フォルダ名',
    save: '保存',
    delete: '削除',
    deleted: '削除しました。',
    folder_name_empty: 'フォルダ名を入力してください。', // store wording
    folder_name_long: 'フォルダ名が長すぎます。',
    folder_name_illegal: 'フォルダ名に使用できない文字が含まれています。',
    community_matome: 'まとめ',
    community_talk: 'トーク',
    close: '閉じる',
    rental_options: '購入方法を選択',
    rating: '評価',
    rating_value: '評価 :rate（:count件）',
    time_left: ':time終了',
    rental_period: ':dateまで',
    folder_count: ':count件',
    register: '会員登録',
    login: 'ログイン',
  },
});
