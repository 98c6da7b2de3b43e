// Labels of a my page's folder list: in the `favorite-folders` chunk. A widget's module imports the parts it
// shows, so a part travels with the code that shows it (src/i18n/translate.ts). Texts marked "store wording"
// are the store's own (docs/behaviour.md "Dates and languages").
import { labelPart } from '../translate';

export const folderLabels = labelPart({
  en: {
    unclassified_notice: 'Please note that you cannot rename or delete unclassified folders.', // store wording
    reorder: 'Reorder',
    rename: 'Rename',
    cancel: 'Cancel',
    show_on_top: 'Show on top',
    settings_completed: 'Settings completed', // store wording
    save_sort_order: 'Save sort order',
    sort_saved: 'Saved and applied.', // store wording
    delete_items_too: 'Also delete all items in this folder', // store wording
    dnd_instructions:
      'To pick up a folder, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
    dnd_picked: 'Picked up :name.',
    dnd_moved: 'Moved :name to position :pos of :count.',
    dnd_dropped: 'Dropped :name at position :pos of :count.',
    dnd_cancelled: 'Reorder cancelled. :name returned to position :pos.',
  },
  ja: {
    unclassified_notice: '未分類フォルダは名前の変更・削除ができません。',
    reorder: '並び替え',
    rename: '名前を変更',
    cancel: 'キャンセル',
    show_on_top: 'トップに表示',
    settings_completed: '設定しました',
    save_sort_order: '並び順を保存',
    sort_saved: '保存して反映しました。',
    delete_items_too: 'フォルダ内のアイテムもすべて削除する',
    dnd_instructions:
      'フォルダを持ち上げるにはスペースキーまたはEnterキーを押します。矢印キーで移動し、スペースキーまたはEnterキーで配置、Escキーでキャンセルします。',
    dnd_picked: ':nameを持ち上げました。',
    dnd_moved: ':nameを:count件中:pos番目に移動しました。',
    dnd_dropped: ':nameを:count件中:pos番目に配置しました。',
    dnd_cancelled: '並び替えをキャンセルしました。:nameは:pos番目に戻りました。',
  },
});
