// Labels of the work page's widgets (price box, follow button, preview player, messages): in the `work-
// widgets` chunk. A widget's module imports the parts it shows, so a part travels with the code that shows it
// (src/i18n/translate.ts). Texts marked "store wording" are the store's own
// (docs/behaviour.md "Dates and languages").
import { labelPart } from '../translate';

export const workLabels = labelPart({
  en: {
    cart_bar: 'Cart bar',
    cart_bar_hide: 'Hide',
    cart_bar_show: 'Show',
    gift: 'Gift',
    devices: 'Supported devices',
    follow: 'Follow', // store wording
    following: 'Already following', // store wording
    follow_mail: 'Receive notification mail',
    follow_need_account: 'You need to have an account to use the Follow feature.', // store wording
    follow_fallback: 'Follow from the Follow List page',
    preview_player: 'Preview',
    messages: 'Messages',
    info: 'Information',
    points: 'Points',
    discount: 'Discount',
  },
  ja: {
    cart_bar: 'カートバー',
    cart_bar_hide: '閉じる',
    cart_bar_show: '開く',
    gift: '特典',
    devices: '対応デバイス',
    follow: 'フォローする',
    following: 'フォロー中',
    follow_mail: 'お知らせメールを受け取る',
    follow_need_account: 'フォロー機能を利用するにはアカウントが必要です。',
    follow_fallback: 'フォローリストのページからフォローする',
    preview_player: '試聴・試用',
    messages: 'お知らせ',
    info: 'インフォメーション',
    points: 'ポイント',
    discount: '割引',
  },
});
