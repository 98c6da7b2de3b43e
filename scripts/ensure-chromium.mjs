// Makes sure Debian's Chromium is there for the browser suite (design 4). Installs it with apt when it can
// (root with apt-get, as on CI); otherwise stops with a one-line instruction. It never skips silently.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium with apt-get...`);
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  }
  if (!existsSync(CHROMIUM)) {
    console.error(
      `Chromium is missing: run "sudo apt-get install chromium" (or set CHROMIUM_PATH), then npm test again.`,
    );
    process.exit(1);
  }
}
