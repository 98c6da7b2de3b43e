import type { WidgetDefinition } from '../islands/widget-definition';
import { memberMessagesWidget } from './member-messages/definition';

/**
 * Every `data-widget` name the bundle knows (contract 4). A definition holds the widget's attribute
 * parser (small, in the entry) and a dynamic import of its code (a lazy chunk).
 */
export const widgetRegistry: Readonly<Record<string, WidgetDefinition<never>>> = {
  'member-messages': memberMessagesWidget,
} as Record<string, WidgetDefinition<never>>;
