// The gallery images of the work pages' markup (preview/gallery-images.ts), answered by msw's worker: the
// workshop has no preview server. An SVG at the size its path names, as the preview server draws it.
import { http, HttpResponse } from 'msw';
import { GALLERY_IMAGE_PATH, gallerySvg } from '../../preview/gallery-images';

export const galleryHandlers = [
  http.get('*/preview-static/gallery/:file', ({ request }) => {
    const match = GALLERY_IMAGE_PATH.exec(new URL(request.url).pathname);
    const svg = match ? gallerySvg(Number(match[1]), Number(match[2]), Number(match[3])) : null;
    if (svg === null) return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
