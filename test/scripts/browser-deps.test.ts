import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ensureBrowserDeps,
  instruction,
  japaneseFontInstalled,
  missingPackages,
} from '../../scripts/browser-deps.mjs';

// The browser suite's machine check (scripts/ensure-chromium.mjs, test/e2e/global-setup.ts): Chromium and
// a Japanese font, installed with apt when it can, otherwise a one-line instruction.

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
    expect(missingPackages({ chromium: true, japaneseFont: true })).toEqual([]);
    expect(missingPackages({ chromium: true, japaneseFont: false })).toEqual(['fonts-noto-cjk']);
    expect(missingPackages({ chromium: false, japaneseFont: null })).toEqual(['chromium', 'fonts-noto-cjk']);
    expect(missingPackages({ chromium: true, japaneseFont: null })).toEqual(['fontconfig', 'fonts-noto-cjk']);
  });

  test('missing fonts stop the suite with one line that says what to install', () => {
    const line = instruction(['fonts-noto-cjk']);
    expect(line).not.toContain('\n');
    expect(line).toContain('apt-get install fonts-noto-cjk');
  });

  test('as root with apt-get, what is missing is installed in one apt-get call, then looked for again', () => {
    const missing = [['chromium', 'fonts-noto-cjk'], []];
    const run = vi.fn();
    const problem = ensureBrowserDeps({
      missing: () => missing.shift() ?? [],
      canInstall: true,
      run,
      log: () => {},
    });
    expect(problem).toBeNull();
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatch(/apt-get install -y -qq chromium fonts-noto-cjk$/);
  });

  test('without apt (or not root) nothing is run and the instruction names what is missing', () => {
    const run = vi.fn();
    const problem = ensureBrowserDeps({
      missing: () => ['fonts-noto-cjk'],
      canInstall: false,
      run,
      log: () => {},
    });
    expect(run).not.toHaveBeenCalled();
    expect(problem).toBe(instruction(['fonts-noto-cjk']));
  });

  test('an install that leaves something missing still fails with the instruction', () => {
    const problem = ensureBrowserDeps({
      missing: () => ['fonts-noto-cjk'],
      canInstall: true,
      run: () => {},
      log: () => {},
    });
    expect(problem).toBe(instruction(['fonts-noto-cjk']));
  });

  test('nothing missing: nothing is run', () => {
    const run = vi.fn();
    expect(ensureBrowserDeps({ missing: () => [], canInstall: true, run, log: () => {} })).toBeNull();
    expect(run).not.toHaveBeenCalled();
  });
});
