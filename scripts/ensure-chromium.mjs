// Makes sure the browser suite has what it needs (docs/testing.md "The four suites"): Debian's Chromium and a
// Japanese font (scripts/browser-deps.mjs). Installs them with apt when it can (root with apt-get, as on CI);
// otherwise stops with a one-line instruction. It never skips silently.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { ensureBrowserDeps, missingOnThisMachine } from './browser-deps.mjs';

const problem = ensureBrowserDeps({
  missing: () => missingOnThisMachine(),
  canInstall:
    typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get'),
  run: (command) => execSync(command, { stdio: 'inherit' }),
  log: (message) => console.log(message),
});
if (problem) {
  console.error(problem);
  process.exit(1);
}
