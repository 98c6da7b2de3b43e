// Flags for Debian's Chromium driven by playwright-core (stack notes "Browser"): without the
// background-networking flags its connections are refused by this machine's closed network.
// Shared by the browser suite (test/e2e/browser.ts) and the benchmark (bench/run.mjs).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
