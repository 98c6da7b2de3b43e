import { renderPreviewPage, type PageContext } from '../../preview/pages';

/** The context the preview server gives the page at `path` (the dev entry unless `extra` says otherwise). */
export function previewContext(path: string, extra: Partial<PageContext> = {}): PageContext {
  const url = new URL(path, 'http://localhost:5173');
  return {
    pathname: url.pathname,
    query: url.searchParams,
    origin: url.origin,
    entry: '/src/main.ts',
    ...extra,
  };
}

/** The page at `path` as the preview server writes it, parsed (an empty document for a 404). */
export const previewDocument = (path: string, extra: Partial<PageContext> = {}): Document =>
  new DOMParser().parseFromString(renderPreviewPage(previewContext(path, extra)) ?? '', 'text/html');
