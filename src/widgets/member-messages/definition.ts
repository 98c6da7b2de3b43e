import { defineWidget } from '../../islands/widget-definition';

export type MemberMessagesProps = Record<string, never>;

/** `member-messages`: no attributes; the member's in-service messages and information notices. */
export const memberMessagesWidget = defineWidget<MemberMessagesProps>({
  load: () => import('./member-messages'),
  loads: ['status'],
  parse: () => ({ ok: true, props: {} }),
  readyWhen: 'data',
  mayBeEmpty: true,
});
