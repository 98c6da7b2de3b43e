import { documentWidget } from '../widget-reference';
import { followButtonWidget } from './definition';

export const followButtonReference = documentWidget(followButtonWidget, {
  synopsis: "A maker's follow button and its popup.",
  purpose:
    'The follow button of a maker and its popup: a member follows the maker (with or without notification mail); a guest is told to sign up or log in. Server-rendered children (a fallback link) stay beside the button.',
  attributes: {
    'maker-id': {
      description: 'The maker’s follow key (`follow_key`), kept exactly as written.',
      example: 'RG10001',
      missing: 'nothing renders and the island is reported',
    },
    'maker-name': {
      description: 'The maker’s name (`follow_name`), shown as text exactly as written.',
      example: 'Tsukimisou',
      missing: 'nothing renders and the island is reported',
    },
  },
  children: {
    description:
      'Any server-rendered children (a fallback link to the follow-list page) stay beside the button.',
    example: '<a href="/maniax/mypage/followlist/add/=/maker_id/RG10001/maker_name/Tsukimisou">Follow</a>',
  },
  renders: {
    guest: 'the button `follow`; its popup says `follow_need_account` with `register` and `login` links',
    member:
      'the button `follow`, or `following` (a link to the follow list) once the maker is followed; the popup offers `follow_mail`',
    loading: 'the button `follow`, before the member’s follow list has answered',
    failure: 'a failed follow: the popup’s button stays disabled and it offers `follow_fallback`',
  },
  layers: [{ what: 'the follow popup, below the button', zIndex: 100, topLayer: true }],
  cookies: [
    { name: 'uhash{lang}', use: 'read, with `loginchecked`: whether the page is a member’s' },
    { name: 'loginchecked', use: 'read: an odd number (`1`, `3`, …) for a member' },
  ],
  states: [
    { name: 'not following', when: 'a button `follow` opening a `role="dialog"` popup' },
    {
      name: 'member popup',
      when: 'the maker name, the checkbox `follow_mail` (checked) and a single-shot `follow` button',
    },
    { name: 'guest popup', when: '`follow_need_account` with `register` and `login` links' },
    { name: 'following', when: '`following`, a link to the maker’s follow list' },
    {
      name: 'follow failed',
      when: 'the button stays disabled and the popup offers `follow_fallback`; reopening gives one fresh attempt',
    },
  ],
  behaviour: [
    'The member’s popup names the maker (a link to the maker’s profile); `follow_mail` is checked by default; the `follow` button sends once.',
    'After a failure the button stays disabled and the popup offers a link to the add-to-follow-list page (`follow_fallback`); closing and reopening the popup gives one fresh attempt.',
    'A guest’s `register` and `login` links go to `hosts.store`.',
    'Two follow buttons of one maker each open their own popup; one popup is open at a time on the page.',
  ],
  events: [
    {
      name: 'storefront:follow-changed',
      when: 'the maker followed from the popup, with `follow_mail` checked or not (`detail.mail`); once followed the button is a link and the popup does not open again',
    },
  ],
  labels: [
    'follow',
    'following',
    'follow_mail',
    'follow_need_account',
    'follow_fallback',
    'register',
    'login',
    'close',
    'failed',
  ],
  footprint: 'One 32 px line (the button, top-aligned beside any server fallback link).',
  hostCss: `[data-widget='follow-button'] {
  min-height: 32px;
}`,
});
