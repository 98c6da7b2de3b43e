// The workshop's toolbar switches (Storybook globalTypes), by the names they carry in a story's URL.
import type { GlobalTypes } from 'storybook/internal/types';
import { ANSWER_SHAPES, FAULTS, LANGS, MOTIONS, SHOPPERS, SITES } from './globals';
import { THEMES } from './themes';

const FAULT_TITLES: Record<(typeof FAULTS)[number], string> = {
  none: 'No fault',
  loading: 'Calls held open (loading)',
  http500: 'HTTP 500',
  'result-false': 'result: false',
  'xml-fail': 'XML result_code -1',
  empty: 'Empty answer',
  slow: 'Slow answer (1 s)',
  'jsonp-fail': 'JSONP script fails',
};

const items = <T extends string>(values: readonly T[], title: (value: T) => string = (value) => value) =>
  values.map((value) => ({ value, title: title(value) }));

export const TOOLBAR: GlobalTypes = {
  lang: {
    description: 'Site language',
    toolbar: { title: 'lang', icon: 'globe', items: items(LANGS), dynamicTitle: true },
  },
  site: {
    description: 'Store site',
    toolbar: { title: 'site', icon: 'home', items: items(SITES), dynamicTitle: true },
  },
  shopper: {
    description: 'Guest or signed-in member',
    toolbar: { title: 'shopper', icon: 'user', items: items(SHOPPERS), dynamicTitle: true },
  },
  answers: {
    description: "Answer shapes: the documented fields or the live store's",
    toolbar: { title: 'answers', icon: 'database', items: items(ANSWER_SHAPES), dynamicTitle: true },
  },
  fault: {
    description: "A fault on the story's store calls",
    toolbar: {
      title: 'fault',
      icon: 'alert',
      items: items(FAULTS, (fault) => FAULT_TITLES[fault]),
      dynamicTitle: true,
    },
  },
  motion: {
    description: 'prefers-reduced-motion',
    toolbar: { title: 'motion', icon: 'transfer', items: items(MOTIONS), dynamicTitle: true },
  },
  theme: {
    description: "The page's theme: the defaults, a second site's tokens, or a page in a dark scheme",
    toolbar: { title: 'theme', icon: 'paintbrush', items: items(THEMES), dynamicTitle: true },
  },
};
