// Chromium's network and CPU emulation through the DevTools protocol, shared by the bench's sections and
// its scripts (waterfall.mjs, trace.mjs).

/** Lighthouse 12's mobile profile: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower. */
export const PHONE = {
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
  contextOptions: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
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
