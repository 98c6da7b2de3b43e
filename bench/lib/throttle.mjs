// Chromium's network and CPU emulation through the DevTools protocol, shared by the bench's sections and
// its scripts (trace.mjs, waterfall.mjs). The phones the bench emulates are the tiers of tiers.mjs (CPU
// calibrated to this machine); the fixed profile below is only for a figure compared with Lighthouse's
// default mobile report.

/** Lighthouse 12's mobile network (its `mobileSlow4G`): 150 ms round trip, 1.6 Mbps down, 750 kbps up (bytes/s). */
export const MOBILE_NETWORK = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Lighthouse 12's phone screen (its Moto G Power emulation): 412 x 823 at 1.75x, touch. */
export const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * Lighthouse's default mobile report: its network and screen, and the CPU 4x slower than this machine
 * whatever the machine (so a different phone on every machine). Only where a figure is compared with that
 * report; every other phone is a tier (tiers.mjs).
 */
export const LIGHTHOUSE_DEFAULT = {
  name: 'lighthouse-default',
  label: "Lighthouse's default (CPU 4x)",
  ...MOBILE_NETWORK,
  cpu: 4,
  contextOptions: PHONE_SCREEN,
};

/** Adds `latency` ms to every request of the page of `cdp`; throughputs in bytes/s (-1: unlimited). */
export async function emulateNetwork(cdp, { latency, downloadThroughput = -1, uploadThroughput = -1 }) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency,
    downloadThroughput,
    uploadThroughput,
  });
}

/**
 * A phone profile (a tier of tiers.mjs, or LIGHTHOUSE_DEFAULT) on the page of `cdp`: its network and its CPU
 * rate. Its screen is the browser context's (`profile.contextOptions`, given when the context is created).
 */
export async function emulatePhone(cdp, profile) {
  await emulateNetwork(cdp, profile);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
}
