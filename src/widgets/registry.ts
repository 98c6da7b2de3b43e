import type { WidgetDefinition } from '../widget-api/widget-definition';
import { memberMessagesWidget } from './member-messages/definition';
import { priceBoxWidget } from './price-box/definition';
import { communityLinksWidget } from './community-links/definition';
import { favoriteButtonWidget } from './favorite-button/definition';
import { productItemWidget } from './product-item/definition';
import { favoriteFoldersWidget } from './favorite-folders/definition';
import { favoriteFolderMenuWidget } from './favorite-folder-menu/definition';
import { favoriteItemWidget } from './favorite-item/definition';
import { followButtonWidget } from './follow-button/definition';
import { workGalleryWidget } from './work-gallery/definition';
import { previewPlayerWidget } from './preview-player/definition';

/**
 * Every `data-widget` name the bundle knows (docs/page/README.md), with its definition as declared (the
 * host's types of the islands' attributes come from these).
 */
export const widgetDefinitions = {
  'member-messages': memberMessagesWidget,
  'price-box': priceBoxWidget,
  'community-links': communityLinksWidget,
  'favorite-button': favoriteButtonWidget,
  'product-item': productItemWidget,
  'favorite-folders': favoriteFoldersWidget,
  'favorite-folder-menu': favoriteFolderMenuWidget,
  'favorite-item': favoriteItemWidget,
  'follow-button': followButtonWidget,
  'work-gallery': workGalleryWidget,
  'preview-player': previewPlayerWidget,
};

/**
 * The widgets by `data-widget` name. A definition holds the widget's attribute parser (small, in the entry)
 * and a dynamic import of its code (a lazy chunk).
 */
export const widgetRegistry = widgetDefinitions as Readonly<Record<string, WidgetDefinition<never>>>;
