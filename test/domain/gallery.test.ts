import { describe, expect, it } from 'vitest';
import { GALLERY, thumbScrollLeft, thumbSize, wheelStep, wrapIndex } from '../../src/domain/gallery';
import { galleryImage, galleryImages } from '../../src/domain/gallery-images';

describe('galleryImage (a gallery image item)', () => {
  it('reads src, sizes and the thumbnail from the data attributes', () => {
    expect(
      galleryImage({
        src: '/img/1.jpg',
        width: '800',
        height: '600',
        thumb: '/img/1_t.jpg',
        thumbWidth: '200',
        thumbHeight: '150',
      }),
    ).toEqual({
      src: '/img/1.jpg',
      width: 800,
      height: 600,
      thumb: { src: '/img/1_t.jpg', width: 200, height: 150 },
    });
  });

  it('falls back to the main src and size without a thumbnail; sizes are a number or null', () => {
    expect(galleryImage({ src: 'https://cdn.example/a.png', width: '640', height: 'tall' })).toEqual({
      src: 'https://cdn.example/a.png',
      width: 640,
      height: null,
      thumb: { src: 'https://cdn.example/a.png', width: 640, height: null },
    });
    expect(galleryImage({ src: '//cdn.example/b.png', thumb: 'javascript:alert(1)', width: '-3' })).toEqual({
      src: '//cdn.example/b.png',
      width: null,
      height: null,
      thumb: { src: '//cdn.example/b.png', width: null, height: null },
    });
  });

  it.each([
    [{}],
    [{ src: '' }],
    [{ src: '  ' }],
    [{ src: 'javascript:alert(1)' }],
    [{ src: 'java\tscript:x' }],
    [{ src: 'data:image/png;base64,AA' }],
  ])('skips %j (no safe http(s) or relative URL)', (attrs) => {
    expect(galleryImage(attrs)).toBeNull();
  });

  it('keeps the order and drops unusable children', () => {
    const list = galleryImages([{ src: '/1.png' }, { src: 'javascript:x' }, { src: '/3.png' }]);
    expect(list.map((i) => i.src)).toEqual(['/1.png', '/3.png']);
  });
});

describe('thumbSize (longer side at most 100)', () => {
  it.each([
    [800, 600, { width: 100, height: 75 }],
    [600, 900, { width: 67, height: 100 }],
    [1200, 500, { width: 100, height: 42 }],
    [700, 700, { width: 100, height: 100 }],
    [90, 60, { width: 90, height: 60 }],
    [3000, 2, { width: 100, height: 1 }],
    [null, 600, { width: 100, height: 100 }],
    [800, null, { width: 100, height: 100 }],
  ])('%s × %s → %j', (w, h, size) => {
    expect(thumbSize(w, h)).toEqual(size);
  });

  it('uses the documented constant', () => {
    expect(GALLERY.thumbMax).toBe(100);
    expect(thumbSize(1000, 10, 50)).toEqual({ width: 50, height: 1 });
  });
});

describe('wrapIndex and wheelStep', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('reads either axis: positive is next, negative previous, the larger axis wins', () => {
    expect(wheelStep(0, 100)).toBe(1);
    expect(wheelStep(0, -3)).toBe(-1);
    expect(wheelStep(40, 0)).toBe(1);
    expect(wheelStep(-40, 10)).toBe(-1);
    expect(wheelStep(5, -20)).toBe(-1);
    expect(wheelStep(0, 0)).toBe(0);
  });
});

describe('thumbScrollLeft (3 px offset)', () => {
  it.each([
    ['leaves a fully visible thumbnail alone', 250, 200],
    ['scrolls back to one cut off on the left, 3 px before it', 150, 147],
    ['scrolls back no further than the start', 1, 0],
    ['scrolls on to one cut off on the right, 3 px past it', 450, 253],
  ])('%s', (_name, offsetLeft, scrollLeft) => {
    expect(thumbScrollLeft({ scrollLeft: 200, clientWidth: 300 }, { offsetLeft, width: 100 })).toBe(
      scrollLeft,
    );
  });
});
