import { documentWidget } from '../widget-reference';
import { memberMessagesWidget } from './definition';

export const memberMessagesReference = documentWidget(memberMessagesWidget, {
  purpose:
    'A member’s in-service site messages (`inservice = 1`) and information notices, as text; a title links to its URL when that URL is safe.',
  attributes: {},
  states: [
    { name: 'messages', when: 'the `messages` and `info` lists' },
    { name: 'guest or none', when: 'nothing' },
  ],
  events: [],
  labels: ['messages', 'info'],
  footprint:
    'Not reservable: how many messages there are is known once the member’s status answers. Place it where its arrival moves nothing on the first screen.',
  hostCss: null,
});
