import { documentWidget } from '../widget-reference';
import { previewPlayerWidget } from './definition';

export const previewPlayerReference = documentWidget(previewPlayerWidget, {
  synopsis: 'The embedded preview player of a work, or nothing.',
  purpose:
    'The embedded preview player, placed by the server at the top of the first work story; nothing when the service has no player for the work.',
  attributes: {
    'product-id': {
      description: 'The work number (`product_id`), kept exactly as written; the embed call encodes it.',
      example: 'RJ01000002',
      missing: 'nothing renders and the island is reported',
    },
  },
  renders: {
    guest: 'the player, or nothing when the work has none',
    member: 'the same as a guest',
    loading: 'nothing',
    failure: 'the embed call failing: nothing, the island `ready`, the failure reported once',
  },
  ready: 'Once the embed call has answered or failed.',
  layers: [],
  cookies: [],
  states: [
    {
      name: 'player',
      when: 'the player frame at the service’s size (560 × 315 when none is given), shrunk to fit',
    },
    {
      name: 'no player',
      when: 'nothing (also when the call fails or the embed URL is not absolute http(s))',
    },
  ],
  behaviour: [
    '`embed_url` must be an absolute http(s) or protocol-relative URL, else nothing renders.',
    'The frame keeps the service’s aspect ratio when shrunk to fit the island.',
  ],
  events: [],
  labels: ['preview_player'],
  footprint:
    'Not reservable: whether a work has a player is known once its call answers. Place it where its arrival moves nothing on the first screen.',
  hostCss: null,
});
