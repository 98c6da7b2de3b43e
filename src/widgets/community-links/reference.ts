import { documentWidget } from '../widget-reference';
import { communityLinksWidget } from './definition';

export const communityLinksReference = documentWidget(communityLinksWidget, {
  synopsis: "The work's two community links (summaries and talks) with their counts.",
  purpose:
    'The two community links of a work (summaries and talks) on the community site, in a new tab, with their counts.',
  attributes: {
    'product-id': {
      description: 'The work number (`product_id`), kept exactly as written; the call encodes it.',
      example: 'RJ01000002',
      missing: 'nothing renders and the island is reported',
    },
  },
  renders: {
    guest: 'the two links (to the work’s `play_id` on the community site) with their counts',
    member: 'the same as a guest',
    loading: 'the two labels as plain text, their counts `-`',
    failure:
      'the call failing, or the work without a `play_id`: the two labels as plain text, their counts `-`',
  },
  ready: 'Once the community call has answered or failed.',
  layers: [],
  cookies: [],
  states: [
    { name: 'loading', when: 'the two labels as plain text, their counts `-`' },
    { name: 'counted', when: 'each link with its count as `{n}件`' },
    { name: 'call failed or no `play_id`', when: 'the two labels as plain text, their counts `-`' },
  ],
  behaviour: [
    'The links open the community site in a new tab. An id of `.` or `..` gets no community call: the labels stay plain text.',
  ],
  events: [],
  labels: ['community_matome', 'community_talk'],
  footprint: 'One 24 px line.',
  hostCss: `[data-widget='community-links'] {
  min-height: 24px;
}`,
});
