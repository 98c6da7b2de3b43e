import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureBrowserDeps,
  instruction,
  japaneseFontInstalled,
  missingPackages,
} from '../../scripts/browser-deps.mjs';

// The browser suite's machine check (scripts/ensure-chromium.mjs, test/e2e/global-setup.ts): Chromium, its
// headless shell and a Japanese font, installed with apt when it can, otherwise a one-line instruction.

/** A machine whose fontconfig knows no font at all (what Chromium sees there, too). */
function noFontsEnv() {
  const file = join(mkdtempSync(join(tmpdir(), 'fontconfig-')), 'fonts.conf');
  writeFileSync(file, '<?xml version="1.0"?>\n<fontconfig></fontconfig>\n');
  return { ...process.env, FONTCONFIG_FILE: file };
}

describe('browser deps', () => {
  test('a fontconfig without Japanese fonts is found wanting (or fontconfig is not there at all)', () => {
    expect(japaneseFontInstalled(noFontsEnv())).not.toBe(true);
  });

  test('each missing part names its Debian package', () => {
    const found = { chromium: true, shell: true };
    expect(missingPackages({ ...found, japaneseFont: true })).toEqual([]);
    expect(missingPackages({ ...found, japaneseFont: false })).toEqual(['fonts-noto-cjk']);
    expect(missingPackages({ ...found, chromium: false, japaneseFont: null })).toEqual([
      'chromium',
      'fonts-noto-cjk',
    ]);
    expect(missingPackages({ ...found, japaneseFont: null })).toEqual(['fontconfig', 'fonts-noto-cjk']);
    expect(missingPackages({ ...found, shell: false, japaneseFont: true })).toEqual([
      'chromium-headless-shell',
    ]);
  });

  test('missing fonts stop the suite with one line that says what to install', () => {
    const line = instruction(['fonts-noto-cjk']);
    expect(line).not.toContain('\n');
    expect(line).toContain('apt-get install fonts-noto-cjk');
  });

  test.each<[string, string[][], boolean, RegExp[], boolean]>([
    ['nothing missing: nothing is run', [[]], true, [], false],
    [
      'without apt (or not root): nothing is run, and the instruction says what is missing',
      [['fonts-noto-cjk'], ['fonts-noto-cjk']],
      false,
      [],
      true,
    ],
    [
      'as root with apt-get: what is missing is installed in one apt-get call, then looked for again',
      [['chromium', 'fonts-noto-cjk'], []],
      true,
      [/apt-get install -y -qq chromium fonts-noto-cjk$/],
      false,
    ],
    [
      'an install that leaves something missing still fails with the instruction',
      [['fonts-noto-cjk'], ['fonts-noto-cjk']],
      true,
      [/apt-get install -y -qq fonts-noto-cjk$/],
      true,
    ],
  ])('%s', (_name, lookups, canInstall, commands, fails) => {
    const run = vi.fn();
    const problem = ensureBrowserDeps({
      missing: () => lookups.shift() ?? [],
      canInstall,
      run,
      log: () => {},
    });
    expect(run.mock.calls.map(([command]) => command as string)).toEqual(
      commands.map((command): unknown => expect.stringMatching(command)),
    );
    expect(problem).toBe(fails ? instruction(['fonts-noto-cjk']) : null);
  });
});
