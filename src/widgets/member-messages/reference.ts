import { documentWidget } from '../widget-reference';
import { memberMessagesWidget } from './definition';

export const memberMessagesReference = documentWidget(memberMessagesWidget, {
  synopsis: "A member's in-service messages and information notices.",
  purpose:
    'A member’s in-service site messages (`inservice = 1`) and information notices, as text; a title links to its URL when that URL is safe.',
  attributes: {},
  renders: {
    guest: 'nothing',
    member: 'the `messages` and `info` lists, or nothing when both are empty',
    loading: 'nothing',
    failure: 'the status call failing: nothing, and the island is `ready`',
  },
  ready: 'Once the member’s status has answered or failed.',
  layers: [],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
  ],
  states: [
    { name: 'messages', when: 'the `messages` and `info` lists' },
    { name: 'guest or none', when: 'nothing' },
  ],
  behaviour: ['Messages and notices are shown as text; a title links to its URL only when that URL is safe.'],
  events: [],
  labels: ['messages', 'info'],
  footprint:
    'Not reservable: how many messages there are is known once the member’s status answers. Place it where its arrival moves nothing on the first screen.',
  hostCss: null,
});
