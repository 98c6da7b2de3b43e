// Japanese interface texts, whole: the same keys as en.ts (each part's type enforces it), the union of the
// parts of src/i18n/labels/. The bundle imports the parts, never this.
import type { Dictionary } from './en';
import { runtimeLabels } from './labels/runtime';
import { cardLabels } from './labels/cards';
import { workLabels } from './labels/work';
import { galleryLabels } from './labels/gallery';
import { mypageLabels } from './labels/mypage';
import { folderLabels } from './labels/folders';

export const ja: Dictionary = {
  ...runtimeLabels.ja,
  ...cardLabels.ja,
  ...workLabels.ja,
  ...galleryLabels.ja,
  ...mypageLabels.ja,
  ...folderLabels.ja,
};
