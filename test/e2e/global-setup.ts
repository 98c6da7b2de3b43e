import type { TestProject } from 'vitest/node';
import { instruction, missingOnThisMachine } from '../../scripts/browser-deps.mjs';
import { startPreviewServer } from '../../scripts/harness/index.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

// Serves the production build (dist/, built by `npm run test:e2e` just before) with the preview pages and
// the mock store API, on a free loopback port (the harness's preview server).
export default async function setup(project: TestProject) {
  // Also when the files are run without `npm run test:e2e` (which installs what it can first).
  const missing = missingOnThisMachine();
  if (missing.length > 0) throw new Error(instruction(missing));
  const { base, close } = await startPreviewServer();
  project.provide('baseUrl', base);
  return close;
}
