// What the browser suite needs from the machine, and how it gets it: Debian's Chromium, and a font with
// Japanese glyphs. Japanese is the store's main language; Debian's chromium brings no CJK font, and without
// one every Japanese glyph is a missing-glyph box, so the suite would not see the pages as shoppers do.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const chromiumPath = (env = process.env) => env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell: the same Blink and V8 without the browser's UI, so a context and its
 * first page cost the browser process a fifth of what they cost Chromium (docs/testing.md "Which Chromium").
 * The browser suite's pages run in it; Chromium stays where the browser around the page is what is tested.
 */
export const chromiumShellPath = (env = process.env) =>
  env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * What fontconfig, which Chromium asks for its fallback fonts on Linux, knows: `null` when it is not
 * there (no `fc-list`), otherwise whether a font covers Japanese. `FONTCONFIG_FILE` in `env` points it
 * elsewhere, as it does Chromium.
 */
export function japaneseFontInstalled(env = process.env) {
  try {
    const families = execFileSync('fc-list', [':lang=ja', 'family'], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return families.trim() !== '';
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** The Debian packages that would give the machine what it lacks. */
export function missingPackages({ chromium, shell, japaneseFont }) {
  return [
    ...(chromium ? [] : ['chromium']),
    ...(shell ? [] : ['chromium-headless-shell']),
    // Debian's chromium brings fontconfig; a Chromium from elsewhere may not.
    ...(japaneseFont === null && chromium ? ['fontconfig'] : []),
    ...(japaneseFont ? [] : ['fonts-noto-cjk']),
  ];
}

export const missingOnThisMachine = (env = process.env) =>
  missingPackages({
    chromium: existsSync(chromiumPath(env)),
    shell: existsSync(chromiumShellPath(env)),
    japaneseFont: japaneseFontInstalled(env),
  });

/** The one-line instruction when something is still missing. */
export const instruction = (packages) =>
  `The browser suite needs ${packages.join(', ')}: run "sudo apt-get install ${packages.join(' ')}"` +
  `${packages.includes('chromium') ? ' (or set CHROMIUM_PATH)' : ''}` +
  `${packages.includes('chromium-headless-shell') ? ' (or set CHROMIUM_SHELL_PATH)' : ''}, then npm test again.`;

export const aptInstall = (packages) =>
  `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`;

/**
 * Installs what is missing with apt when it can (root with apt-get, as on CI), then looks again.
 * Returns the instruction when something is still missing, `null` when all is there.
 */
export function ensureBrowserDeps({ missing, canInstall, run, log }) {
  const before = missing();
  if (before.length === 0) return null;
  if (canInstall) {
    log(`Missing for the browser suite: ${before.join(', ')}. Installing with apt-get...`);
    run(aptInstall(before));
  }
  const after = missing();
  return after.length === 0 ? null : instruction(after);
}

/**
 * What the cross-engine suite (test/engines/) needs besides Chromium: Firefox ESR (driven over WebDriver
 * BiDi), WebKitGTK's WebDriver with its MiniBrowser, and Xvfb for MiniBrowser's window.
 */
export const ENGINE_PROGRAMS = [
  { path: (env) => env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  { path: () => '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
  { path: () => '/usr/bin/xvfb-run', pkg: 'xvfb' },
];

export const missingEngines = (env = process.env) => [
  ...missingOnThisMachine(env),
  ...ENGINE_PROGRAMS.filter(({ path }) => !existsSync(path(env))).map(({ pkg }) => pkg),
];

/** The one-line instruction when an engine is still missing. */
export const engineInstruction = (packages) =>
  `The cross-engine suite needs ${packages.join(', ')}: run "sudo apt-get install ${packages.join(' ')}", then npm run test:engines again.`;
