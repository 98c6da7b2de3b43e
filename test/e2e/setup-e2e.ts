import { relative } from 'node:path';
import { beforeEach } from 'vitest';
import { saveFailureArtifacts } from './browser';

// A failed browser test leaves a screenshot of each page it had open and their console in test-results/.
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => saveFailureArtifacts(relative(process.cwd(), task.file.filepath), task.name));
});
