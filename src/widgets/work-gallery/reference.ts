import type { GalleryChildAttribute } from '../../domain/gallery-images';
import { documentWidget, type ChildrenProse } from '../widget-reference';
import { workGalleryWidget } from './definition';

/** What the gallery makes of a size attribute's text. */
export const SIZE = 'A positive number; empty, `0`, negative or not a number: no size.';

/** One entry per attribute the gallery reads from a child (the type names them all). */
const childAttributes = {
  src: {
    description:
      'The image URL: http(s), protocol-relative or relative; a child without a safe one is skipped.',
    required: true,
  },
  width: { description: `The image’s width in pixels. ${SIZE}` },
  height: { description: `The image’s height in pixels. ${SIZE}` },
  thumb: { description: 'The thumbnail URL (default: the image itself, at its size).' },
  thumbWidth: { description: `The thumbnail’s width in pixels. ${SIZE}` },
  thumbHeight: { description: `The thumbnail’s height in pixels. ${SIZE}` },
} satisfies Record<GalleryChildAttribute, NonNullable<ChildrenProse['attributes']>[string]>;

export const workGalleryReference = documentWidget(workGalleryWidget, {
  synopsis: "The work page's image gallery: a slider, a thumbnail strip and a full-screen zoom.",
  purpose:
    'The work page’s image gallery: replaces its server-rendered images with a slider (keys, wheel, buttons, swipes, wrapping at both ends), a thumbnail strip and a full-screen zoom popup.',
  attributes: {},
  children: {
    description:
      'One element per image, in order (any element with `data-src`, at any depth), replaced by the gallery.',
    attributes: childAttributes,
    example:
      '<img data-src="/img/RJ01000002_1.jpg" data-width="800" data-height="600" data-thumb="/img/RJ01000002_1_t.jpg" data-thumb-width="200" data-thumb-height="150" src="/img/RJ01000002_1.jpg" width="800" height="600" alt="">\n<img data-src="/img/RJ01000002_2.jpg" data-width="600" data-height="900" src="/img/RJ01000002_2.jpg" alt="">',
  },
  renders: {
    guest: 'the slider, strip and zoom',
    member: 'the same as a guest',
    loading: 'the server’s images, until the gallery’s code has arrived',
    failure: 'its code failing to load: `error`, the server’s images kept',
  },
  layers: [
    { what: 'the zoom popup, full screen on `document.body` (`position: fixed`)', zIndex: 10000 },
    { what: 'the slider’s previous and next buttons, inside the stage', zIndex: 2 },
    { what: 'the slider’s track, inside the stage', zIndex: 1 },
  ],
  cookies: [
    {
      name: 'dlpopup-zoom',
      use: 'read and written by the zoom popup’s checkbox: `1` always actual size, `0` fit; kept 365 days',
    },
  ],
  states: [
    {
      name: 'several images',
      when: 'the slider with `previous_image` and `next_image`, the `thumbnails` strip (the active one `aria-current="true"`)',
    },
    { name: 'one image', when: 'no slider, strip or navigation; the image still opens the zoom popup' },
    { name: 'no image', when: 'nothing' },
    {
      name: 'zoom',
      when: 'a full-screen `role="dialog"` with the image, `zoom_count`, `zoom_help` and the checkbox `zoom_always_full`',
    },
  ],
  behaviour: [
    'The slider moves by Left/Right keys, wheel, the previous/next buttons, thumbnail clicks and swipes, wrapping at both ends.',
    'Keys act while focus is on the page or inside the gallery and the gallery is on screen, never in text fields, radio groups, menus or listboxes; while the zoom popup is open only the popup takes them.',
    'Thumbnails are buttons in image order. A thumbnail’s longer side is at most 100 px and never enlarged; without a size it is a 100 px square with the image contained.',
    'The zoom popup has `aria-modal="true"` and one `img` of the active image; each image reads `image_n_of_m`. Fit never enlarges; at actual size the mouse pans. `zoom_always_full` is remembered in the `dlpopup-zoom` cookie.',
  ],
  events: [],
  labels: [
    'gallery',
    'previous_image',
    'next_image',
    'image_n_of_m',
    'thumbnails',
    'zoom_open',
    'zoom_count',
    'zoom_help',
    'zoom_always_full',
    'close',
  ],
  footprint:
    'The island’s full width: a stage with the first image’s aspect ratio (4:3 without a size), then with two images or more a 124 px thumbnail strip. Give the first server image `width: 100%; height: auto` with its `width`/`height`, hide the others. The rule below reserves the strip on an island of class `work-gallery--strip`: write the class when the page has two images or more, as in the example.',
  hostCss: `.work-gallery--strip:not([data-widget-state='ready']) {
  padding-bottom: 124px;
}`,
  hostClass: 'work-gallery work-gallery--strip',
});
