import { workGalleryWidget } from '../../../src/widgets/work-gallery/definition';
import WorkGallery from '../../../src/widgets/work-gallery/work-gallery';
import { makeIslandHandle, renderWithStore } from '../../render';

/**
 * An island element with server-rendered gallery children, as a store page writes it
 * (docs/page/work-gallery.md).
 */
export function galleryIsland(markup: string): HTMLElement {
  const island = document.createElement('div');
  island.setAttribute('data-widget', 'work-gallery');
  island.innerHTML = markup;
  document.body.append(island);
  return island;
}

export const imgs = (n: number) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<img data-src="/g/${i + 1}.png" data-width="800" data-height="600" src="/g/${i + 1}.png" width="800" height="600" alt="">`,
  ).join('');

/** Parses the island like the runtime does, then renders the widget with its handle. */
export function renderGallery(markup: string, lang: 'jp' | 'en' = 'jp') {
  const element = galleryIsland(markup);
  const parsed = workGalleryWidget.parse({}, element);
  if (!parsed.ok) throw new Error(parsed.error);
  const island = makeIslandHandle(element);
  const result = renderWithStore(<WorkGallery {...parsed.props} />, { island, config: { lang } });
  return { ...result, element, images: parsed.props.images };
}
