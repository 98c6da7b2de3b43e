import type { Browser, LaunchOptions } from 'playwright-core';

export interface ChromiumOptions {
  /** Keep the back/forward cache, as a shopper's Chromium has it (playwright switches it off). */
  backForwardCache?: boolean;
  /** Open the DevTools protocol on this port too (Lighthouse connects there). */
  debuggingPort?: number;
  /** Debian's headless shell instead of Chromium: a page's engine without the browser's UI, cheaper to open. */
  shell?: boolean;
}

export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumLaunchOptions(options?: ChromiumOptions): LaunchOptions & {
  executablePath: string;
  args: string[];
};
export declare function launchChromium(options?: ChromiumOptions): Promise<Browser>;
