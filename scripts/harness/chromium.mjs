// Debian's Chromium driven by playwright-core: the one launcher of every browser tool. Without the
// background-networking flags its connections are refused by this machine's closed network (stack notes
// "Browser").
import { chromiumPath } from '../browser-deps.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What playwright's `chromium.launch` takes (also the stories' browser provider in vite.config.ts). */
export function chromiumLaunchOptions({ backForwardCache = false, debuggingPort } = {}) {
  return {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...(debuggingPort ? [`--remote-debugging-port=${debuggingPort}`] : [])],
    // Playwright switches the back/forward cache off unless told; a shopper's Chromium has it.
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  };
}

/** Launches Chromium; `debuggingPort` opens the DevTools port Lighthouse connects to. */
export async function launchChromium(options = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch(chromiumLaunchOptions(options));
}
