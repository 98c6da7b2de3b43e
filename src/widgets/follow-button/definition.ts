import { attributeText } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface FollowButtonWidgetProps {
  /** The follow_key. */
  makerId: string;
  /** The follow_name, shown as text. */
  makerName: string;
}

/** `follow-button`: `maker-id` (required, the follow_key), `maker-name` (required); contract 4. */
export const followButtonWidget = defineWidget<FollowButtonWidgetProps>({
  load: () => import('./follow-button-widget'),
  loads: ['status', 'follows'],
  parse: (data, element) => {
    const makerId = attributeText(element, 'data-maker-id', data, 'makerId').trim();
    if (makerId === '') return { ok: false, error: 'maker-id is required' };
    const makerName = attributeText(element, 'data-maker-name', data, 'makerName');
    if (makerName.trim() === '') return { ok: false, error: 'maker-name is required' };
    return { ok: true, props: { makerId, makerName } };
  },
});
