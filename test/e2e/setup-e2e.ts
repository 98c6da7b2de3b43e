import { relative } from 'node:path';
import { afterAll, beforeEach } from 'vitest';
import { closeOpenContexts, saveFailureArtifacts } from './browser';

// A failed browser test leaves a screenshot of each page it had open and their console in test-results/.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => saveFailureArtifacts(relative(process.cwd(), task.file.filepath), task.name));
});

// The files share one browser (sharedBrowser): what a file left open closes with it.
afterAll(closeOpenContexts);
