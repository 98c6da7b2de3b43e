import { describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_PATH, gallerySvg } from '../../preview/gallery-images';
import { previewDocument as page } from './preview-page';

describe('work preview pages: gallery and preview player', () => {
  it.each([
    ['', 5],
    ['?gallery=0', 0],
    ['?gallery=1', 1],
    ['?gallery=30', 30],
    ['?gallery=portrait', 5],
    ['?gallery=large', 4],
  ])('%s renders %i gallery images with their sizes', (query, n) => {
    const doc = page(`/maniax/work/=/product_id/RJ01000002.html${query}`);
    const gallery = doc.querySelector('[data-widget="work-gallery"]');
    const items = Array.from(gallery?.querySelectorAll<HTMLElement>('[data-src]') ?? []);
    expect(items).toHaveLength(n);
    for (const item of items) {
      const [, w, h] = GALLERY_IMAGE_PATH.exec(item.dataset.src ?? '') ?? [];
      expect([item.dataset.width, item.dataset.height]).toEqual([w, h]);
    }
    expect(gallery?.classList.contains('work-gallery--strip')).toBe(n > 1);
  });

  it('portrait and larger-than-screen galleries have such images', () => {
    const sizes = (query: string) =>
      Array.from(
        page(`/maniax/work/=/product_id/RJ01000002.html?gallery=${query}`).querySelectorAll<HTMLElement>(
          '[data-src]',
        ),
        (el) => [Number(el.dataset.width), Number(el.dataset.height)] as const,
      );
    expect(sizes('portrait').every(([w, h]) => h > w)).toBe(true);
    expect(sizes('large').some(([w, h]) => w > 1920 || h > 1080)).toBe(true);
  });

  it('puts the preview-player island at the top of the first work story', () => {
    const story = page('/maniax/work/=/product_id/RJ01000005.html?lang=en').querySelector(
      'article.work-story',
    );
    expect(story?.firstElementChild?.getAttribute('data-widget')).toBe('preview-player');
    expect(story?.firstElementChild?.getAttribute('data-product-id')).toBe('RJ01000005');
  });

  it('generates SVG images at their pixel size, within limits', () => {
    expect(gallerySvg(800, 600, 1)).toContain('width="800" height="600"');
    expect(gallerySvg(0, 600, 1)).toBeNull();
    expect(gallerySvg(5000, 600, 1)).toBeNull();
  });
});
