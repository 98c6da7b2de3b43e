// English interface texts, whole: every key of docs/page-contract.md "Labels", the store's own wording
// included, and a few additions the widgets need. The texts live in the parts of src/i18n/labels/ (each in
// the chunk of the widgets that show it); this is their union, for the types, the tests, the workshop and the
// docs, and importing it adds every part to the translator. The bundle imports the parts, never this.
import { runtimeLabels } from './labels/runtime';
import { cardLabels } from './labels/cards';
import { workLabels } from './labels/work';
import { galleryLabels } from './labels/gallery';
import { mypageLabels } from './labels/mypage';
import { folderLabels } from './labels/folders';

export const en = {
  ...runtimeLabels.en,
  ...cardLabels.en,
  ...workLabels.en,
  ...galleryLabels.en,
  ...mypageLabels.en,
  ...folderLabels.en,
};

/** Every label key the bundle knows. */
export type LabelKey = keyof typeof en;

/** A complete dictionary: one text per label key. */
export type Dictionary = Record<LabelKey, string>;
