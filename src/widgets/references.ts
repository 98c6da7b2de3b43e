// Every widget's reference by its `data-widget` name: the workshop's docs pages and the reference tests
// read it. Not imported by the bundle.
import { communityLinksReference } from './community-links/reference';
import { favoriteButtonReference } from './favorite-button/reference';
import { favoriteFolderMenuReference } from './favorite-folder-menu/reference';
import { favoriteFoldersReference } from './favorite-folders/reference';
import { favoriteItemReference } from './favorite-item/reference';
import { followButtonReference } from './follow-button/reference';
import { memberMessagesReference } from './member-messages/reference';
import { previewPlayerReference } from './preview-player/reference';
import { priceBoxReference } from './price-box/reference';
import { productItemReference } from './product-item/reference';
import type { DocumentedWidget } from './widget-reference';
import { workGalleryReference } from './work-gallery/reference';

export const widgetReferences: Readonly<Record<string, DocumentedWidget>> = {
  'member-messages': memberMessagesReference,
  'price-box': priceBoxReference,
  'community-links': communityLinksReference,
  'favorite-button': favoriteButtonReference,
  'product-item': productItemReference,
  'favorite-folders': favoriteFoldersReference,
  'favorite-folder-menu': favoriteFolderMenuReference,
  'favorite-item': favoriteItemReference,
  'follow-button': followButtonReference,
  'work-gallery': workGalleryReference,
  'preview-player': previewPlayerReference,
};
