// Labels of the runtime (an island that could not mount), and those no widget shows by itself (a host may
// still override them): in the runtime chunk. A widget's module imports the parts it shows, so a part travels
// with the code that shows it (src/i18n/translate.ts). Texts marked "store wording" are the store's own
// (docs/behaviour.md "Dates and languages").
import { labelPart } from '../translate';

export const runtimeLabels = labelPart({
  en: {
    failed: 'Communication failed',
    price: 'Price',
    error_generic: 'Something went wrong.',
  },
  ja: {
    failed: '通信に失敗しました', // store wording
    price: '価格',
    error_generic: 'エラーが発生しました。',
  },
});
