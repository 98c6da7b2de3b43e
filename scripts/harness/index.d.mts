export * from './chromium.mjs';
export * from './engines.mjs';
export * from './free-port.mjs';
export * from './preview-server.mjs';
export * from './readiness.mjs';
export * from './session.mjs';
export * from './static-server.mjs';
export * from './webkit-driver.mjs';
