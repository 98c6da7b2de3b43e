// Makes sure the cross-engine suite (docs/testing.md "The four suites") has its browsers: Debian's Chromium
// and Japanese font, Firefox ESR, WebKitGTK's WebDriver and Xvfb (scripts/browser-deps.mjs). Installs them
// with apt when it can (root with apt-get, as on CI); otherwise stops with a one-line instruction.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { aptInstall, engineInstruction, missingEngines } from './browser-deps.mjs';

const missing = missingEngines();
if (missing.length > 0) {
  const canInstall =
    typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.log(`Missing for the cross-engine suite: ${missing.join(', ')}. Installing with apt-get...`);
    execSync(aptInstall(missing), { stdio: 'inherit' });
  }
  const still = missingEngines();
  if (still.length > 0) {
    console.error(engineInstruction(still));
    process.exit(1);
  }
}
