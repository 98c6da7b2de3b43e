import type { RootState } from './create-store';

/** The work's sample images, once loaded. */
export const selectSampleThumbs = (state: RootState, productId: string) => state.samples.thumbs[productId];

/** The URL of the work's demo, once loaded (not yet checked as safe). */
export const selectSampleDemoUrl = (state: RootState, productId: string) =>
  state.samples.demos[productId]?.url;
