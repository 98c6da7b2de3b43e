import { describe, expect, it } from 'vitest';
import { workGalleryWidget } from '../../../src/widgets/work-gallery/definition';
import { galleryIsland } from './helpers';

describe('work-gallery parse (children with data-src)', () => {
  it('reads every [data-src] child in order with its sizes and thumbnail', () => {
    const island = galleryIsland(`
      <img data-src="/a.png" data-width="800" data-height="600" data-thumb="/a_t.png" data-thumb-width="200" data-thumb-height="150">
      <p>caption without data-src</p>
      <div data-src="https://cdn.example/b.png" data-width="600" data-height="900"></div>
      <div data-src="javascript:alert(1)"></div>
      <div data-src=""></div>
      <ul><li data-src="/c.png"></li></ul>`);
    const parsed = workGalleryWidget.parse({}, island);
    expect(parsed).toEqual({
      ok: true,
      props: {
        images: [
          { src: '/a.png', width: 800, height: 600, thumb: { src: '/a_t.png', width: 200, height: 150 } },
          {
            src: 'https://cdn.example/b.png',
            width: 600,
            height: 900,
            thumb: { src: 'https://cdn.example/b.png', width: 600, height: 900 },
          },
          { src: '/c.png', width: null, height: null, thumb: { src: '/c.png', width: null, height: null } },
        ],
      },
    });
  });
});
