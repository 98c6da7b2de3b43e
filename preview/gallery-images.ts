import { esc } from './html.ts';

// Gallery images for the work preview pages: SVGs generated at their real pixel size under
// /preview-static/gallery/{w}x{h}-{n}.svg, and the server-rendered gallery markup that uses them.

export const GALLERY_IMAGE_PATH = /^\/preview-static\/gallery\/(\d{1,4})x(\d{1,4})-(\d{1,3})\.svg$/;

/** The SVG of image `n` at `width` × `height` pixels, or null for a size out of range. */
export function gallerySvg(width: number, height: number, n: number): string | null {
  if (width < 1 || height < 1 || width > 4000 || height > 4000) return null;
  const hue = (n * 47) % 360;
  const font = Math.max(10, Math.round(Math.min(width, height) / 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="hsl(${hue} 55% 55%)"/>
<rect x="4" y="4" width="${width - 8}" height="${height - 8}" fill="none" stroke="#fff" stroke-width="4"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${font}" fill="#fff">${n}</text>
<text x="50%" y="${height - 12}" text-anchor="middle" font-family="sans-serif" font-size="${Math.max(8, Math.round(font / 4))}" fill="#fff">${width}×${height}</text>
</svg>`;
}

interface Shot {
  width: number;
  height: number;
  /** The thumbnail's own size, or none (the main image stands in). */
  thumb?: { width: number; height: number };
}

const url = (w: number, h: number, n: number) => `/preview-static/gallery/${w}x${h}-${n}.svg`;

const MIXED: Shot[] = [
  { width: 800, height: 600, thumb: { width: 200, height: 150 } },
  { width: 600, height: 900, thumb: { width: 120, height: 180 } },
  { width: 1200, height: 500 },
  { width: 700, height: 700, thumb: { width: 90, height: 90 } },
  { width: 1024, height: 768 },
];
const PORTRAIT: Shot[] = [600, 640, 700, 560, 620].map((w) => ({ width: w, height: Math.round(w * 1.5) }));
const LARGE: Shot[] = [
  { width: 2400, height: 1600, thumb: { width: 240, height: 160 } },
  { width: 1400, height: 2800 },
  { width: 3000, height: 900 },
  { width: 640, height: 480 },
];

/** `?gallery=`: 0, 1, 5 (default), 30, portrait or large (larger than the screen). */
export function galleryShots(kind: string | null): Shot[] {
  switch (kind) {
    case '0':
      return [];
    case '1':
      return MIXED.slice(0, 1);
    case '30':
      return Array.from({ length: 30 }, (_, i) => MIXED[i % MIXED.length] ?? { width: 800, height: 600 });
    case 'portrait':
      return PORTRAIT;
    case 'large':
      return LARGE;
    default:
      return MIXED;
  }
}

/**
 * The gallery as a store page renders it: one `img` per image carrying the data attributes
 * (docs/page/work-gallery.md). The page's CSS shows the first at full width (its width and height attributes
 * reserve its box) and, until the island is ready, reserves the thumbnail strip below it.
 */
export function galleryMarkup(shots: Shot[]): string {
  const items = shots
    .map((shot, i) => {
      const n = i + 1;
      const src = url(shot.width, shot.height, n);
      const thumb = shot.thumb
        ? ` data-thumb="${esc(url(shot.thumb.width, shot.thumb.height, n))}" data-thumb-width="${shot.thumb.width}" data-thumb-height="${shot.thumb.height}"`
        : '';
      return `<img class="work-gallery__item" data-src="${esc(src)}" data-width="${shot.width}" data-height="${shot.height}"${thumb} src="${esc(src)}" width="${shot.width}" height="${shot.height}" alt="">`;
    })
    .join('\n');
  const strip = shots.length > 1 ? ' work-gallery--strip' : '';
  return `<div class="work-gallery${strip}" data-widget="work-gallery">\n${items}\n</div>`;
}
