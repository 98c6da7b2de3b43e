// The harness of every browser tool (the browser suite, the cross-engine suite, the bench, Lighthouse and
// the contact sheet): one launcher per engine, the shopper's session, the preview server and one readiness
// recorder. No test runner in it: the suites bind it to theirs.
export { CHROMIUM_ARGS, chromiumLaunchOptions, launchChromium } from './chromium.mjs';
export { ENGINES, FIREFOX, launchEngine } from './engines.mjs';
export { freePort } from './free-port.mjs';
export { previewWithChromium, startPreviewServer } from './preview-server.mjs';
export { islandsHaveState, pageReady, readinessTimes, recordReadiness } from './readiness.mjs';
export { cookieHeader, MEMBER_HASH, sessionCookies } from './session.mjs';
export { serveFolder } from './static-server.mjs';
export { startWebKitDriver } from './webkit-driver.mjs';
