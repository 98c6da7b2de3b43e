import { preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// Serves the production build (dist/, built by `npm run test:e2e` just before) with the preview pages and
// the mock store API, on a free loopback port.
export default async function setup(project: TestProject) {
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
