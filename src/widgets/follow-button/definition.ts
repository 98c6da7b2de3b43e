import type { AttributeProps } from '../../widget-api/attribute-parser';
import { defineWidget } from '../../widget-api/widget-definition';

const attributes = {
  /** The follow_key. */
  'maker-id': { kind: 'id', required: true },
  /** The follow_name, shown as text. */
  'maker-name': { kind: 'text', required: true },
} as const;

export type FollowButtonWidgetProps = AttributeProps<typeof attributes>;

/** `follow-button` (docs/page/follow-button.md): the follow button and its popup. */
export const followButtonWidget = defineWidget({
  load: () => import('./follow-button-widget'),
  attributes,
  loads: ['status', 'follows'],
});
