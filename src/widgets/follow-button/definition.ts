import { asText, type IslandData } from '../../islands/attributes';
import { defineWidget } from '../../islands/widget-definition';

export interface FollowButtonWidgetProps {
  /** The follow_key. */
  makerId: string;
  /** The follow_name, shown as text. */
  makerName: string;
}

/**
 * The attribute as written in the page when the element has it (so `1.50` or `007` stay exactly as
 * written), else the parsed island data read back as text.
 */
function rawText(element: HTMLElement, attribute: string, data: IslandData, key: string): string {
  return element.getAttribute(attribute) ?? asText(data[key]);
}

/** `follow-button`: `maker-id` (required, the follow_key), `maker-name` (required); contract 4. */
export const followButtonWidget = defineWidget<FollowButtonWidgetProps>({
  load: () => import('./follow-button-widget'),
  parse: (data, element) => {
    const makerId = rawText(element, 'data-maker-id', data, 'makerId').trim();
    if (makerId === '') return { ok: false, error: 'maker-id is required' };
    const makerName = rawText(element, 'data-maker-name', data, 'makerName');
    if (makerName.trim() === '') return { ok: false, error: 'maker-name is required' };
    return { ok: true, props: { makerId, makerName } };
  },
});
