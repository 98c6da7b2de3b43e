import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { instruction, missingOnThisMachine } from '../../scripts/browser-deps.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// Serves the production build (dist/, built by `npm run test:e2e` just before) with the preview pages and
// the mock store API, on a free loopback port.
export default async function setup(project: TestProject) {
  // Also when the files are run without `npm run test:e2e` (which installs what it can first).
  const missing = missingOnThisMachine();
  if (missing.length > 0) throw new Error(instruction(missing));
  const server: PreviewServer = await preview({
    configFile: 'vite.config.ts',
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('the preview server has no port');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  return async () => {
    await server.close();
  };
}
