// Labels of a my page's item rows: in the `mypage-widgets` chunk. A widget's module imports the parts it
// shows, so a part travels with the code that shows it (src/i18n/translate.ts). Texts marked "store wording"
// are the store's own (docs/behaviour.md "Dates and languages").
import { labelPart } from '../translate';

export const mypageLabels = labelPart({
  en: {
    item_menu: 'Move or delete',
    undo: 'Undo',
    moved_to: 'Moved to :folder.',
  },
  ja: {
    item_menu: '移動・削除',
    undo: '元に戻す',
    moved_to: ':folderに移動しました。',
  },
});
