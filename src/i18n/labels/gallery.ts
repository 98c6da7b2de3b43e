// Labels of the work gallery and its zoom popup: in the `work-gallery` chunk. A widget's module imports the
// parts it shows, so a part travels with the code that shows it (src/i18n/translate.ts). Texts marked "store
// wording" are the store's own (docs/behaviour.md "Dates and languages").
import { labelPart } from '../translate';

export const galleryLabels = labelPart({
  en: {
    zoom_always_full: 'Always show in full scale.', // store wording
    zoom_help: 'Close = [Esc], Previous & Next = Left & Right arrow keys (or the scroll wheel)', // store wording
    zoom_count: ':count images', // store wording
    previous_image: 'Previous image',
    next_image: 'Next image',
    image_n_of_m: 'Image :n of :count',
    thumbnails: 'Thumbnails',
    gallery: 'Image gallery',
    zoom_open: 'Zoom',
  },
  ja: {
    zoom_always_full: '常に原寸で表示する',
    zoom_help: '閉じる = [Esc]、前へ・次へ = 左右の矢印キー（またはスクロールホイール）',
    zoom_count: '全:count枚',
    previous_image: '前の画像',
    next_image: '次の画像',
    image_n_of_m: ':count枚中:n枚目',
    thumbnails: 'サムネイル',
    gallery: '画像ギャラリー',
    zoom_open: '拡大表示',
  },
});
