import type { Browser } from 'playwright-core';
import type { ChromiumOptions } from './chromium.mjs';

export declare function startPreviewServer(options?: {
  logLevel?: 'info' | 'warn' | 'error' | 'silent';
}): Promise<{ base: string; close: () => Promise<void> }>;
export declare function previewWithChromium(
  options?: ChromiumOptions,
): Promise<{ base: string; browser: Browser; close: () => Promise<void> }>;
