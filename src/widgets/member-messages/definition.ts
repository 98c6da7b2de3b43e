import { defineWidget } from '../../widget-api/widget-definition';

export type MemberMessagesProps = Record<string, never>;

/** `member-messages`: no attributes; the member's in-service messages and information notices. */
export const memberMessagesWidget = defineWidget({
  load: () => import('./member-messages'),
  attributes: {},
  loads: ['status'],
  readyWhen: 'data',
  mayBeEmpty: true,
});
