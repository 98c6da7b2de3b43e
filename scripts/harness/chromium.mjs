// Debian's Chromium driven by playwright-core: the one launcher of every browser tool. Without the
// background-networking flags its connections are refused by this machine's closed network (stack notes
// "Browser").
import { chromiumPath, chromiumShellPath } from '../browser-deps.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What playwright's `chromium.launch` takes (also the stories' browser provider in vite.config.ts). `shell`:
 * Debian's headless shell instead of Chromium (scripts/browser-deps.mjs), for pages whose browser around
 * them is not under test; it has no back/forward cache.
 */
export function chromiumLaunchOptions({ backForwardCache = false, debuggingPort, shell = false } = {}) {
  if (shell && backForwardCache) throw new Error('the headless shell has no back/forward cache');
  return {
    executablePath: shell ? chromiumShellPath() : chromiumPath(),
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
