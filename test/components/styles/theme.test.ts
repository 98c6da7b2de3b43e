import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { THEME_DEFAULTS, themeDefaultsCss } from '../../../src/components/styles/theme-defaults';

// The theme's defaults file is the one place a colour, a radius or a font is written: every stylesheet of the
// bundle reads tokens, each with its own default, and the defaults keep text and controls readable in both
// schemes. The browser side (a dark page, a host's tokens, forced colours): test/e2e/theme.e2e.ts.

const SRC = join(import.meta.dirname, '../../../src');
const stylesheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !file.startsWith('workshop'))
  .map((file) => ({ file, css: readFileSync(join(SRC, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '') }));

/** CSS colour literals: hex, the colour functions, and the named colours a stylesheet is likely to hold. */
const LITERAL_COLOUR =
  /#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|:\s*(?:white|black|red|green|blue|gr[ae]y|silver|orange|yellow|navy)\b/i;
const FONT_OR_RADIUS = /font-family:(?!\s*var\(--sf-font-family\))|border-radius:\s*\d+px/;
type Token = keyof typeof THEME_DEFAULTS;

describe('the stylesheets read the theme', () => {
  test('no colour, font family or pixel radius is written in a stylesheet', () => {
    expect(stylesheets.length).toBeGreaterThan(10);
    const found = stylesheets.flatMap(({ file, css }) =>
      css
        .split('\n')
        .filter((line) => LITERAL_COLOUR.test(line) || FONT_OR_RADIUS.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  test('each token is read with its own default (through the token it follows, if any), and each default is read', () => {
    const uses = stylesheets.flatMap(({ css }) => [
      ...css.matchAll(
        /var\(--sf-([a-z-]+),\s*(?:var\(--sf-([a-z-]+),\s*)?var\(--sf-default-([a-z-]+)\)\)\)?/g,
      ),
    ]);
    expect(uses.filter(([, token, , fallback]) => token !== fallback)).toEqual([]);
    const alone = stylesheets.flatMap(({ css }) => css.match(/(?<!, )var\(--sf-default-[a-z-]+\)/g) ?? []);
    expect(alone).toEqual([]);
    const read = new Set(uses.flatMap(([, token, follows]) => [token ?? '', follows ?? token ?? '']));
    expect([...read].filter((token) => !(token in THEME_DEFAULTS))).toEqual([]);
    expect(Object.keys(THEME_DEFAULTS).filter((token) => !read.has(token))).toEqual([]);
  });
});

const channels = (value: string): number[] => {
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(value);
  if (rgb) {
    const alpha = Number(rgb[4]) / 100;
    return [1, 2, 3].map((i) => (Number(rgb[i]) / 255) * alpha + (1 - alpha));
  }
  const digits =
    value.length === 4 ? [...value.slice(1)].map((d) => d + d) : [1, 3, 5].map((i) => value.slice(i, i + 2));
  return digits.map((d) => parseInt(d, 16) / 255);
};
const luminance = (hex: string) => {
  const [r = 0, g = 0, b = 0] = channels(hex).map((v) =>
    v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
};
const inScheme = (token: Token, dark: boolean): string => {
  const [light, darkValue]: readonly string[] = THEME_DEFAULTS[token];
  return (dark ? darkValue : undefined) ?? light ?? '';
};

// Text on what it is drawn on (4.5:1), and a control's boundary against the surface behind it (3:1).
const TEXT: [Token, Token][] = [
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-muted'],
  ['color-text', 'color-highlight-surface'],
  ['color-text-muted', 'color-surface'],
  ['color-text-muted', 'color-surface-muted'],
  ['color-danger', 'color-surface'],
  ['color-price', 'color-surface'],
  ['color-success', 'color-surface'],
  ['color-link', 'color-surface'],
  ['color-highlight', 'color-surface'],
  ['color-highlight', 'color-highlight-surface'],
  ['color-selected', 'color-selected-surface'],
  ['color-badge', 'color-badge-surface'],
  ['color-on-accent', 'color-accent'],
  ['color-accent-text', 'color-surface'],
  ['color-on-secondary', 'color-secondary'],
  ['color-on-neutral', 'color-neutral'],
  ['color-on-neutral', 'color-disabled'],
  ['color-surface', 'color-text'],
  ['color-on-scrim', 'color-scrim'],
  ['color-on-scrim', 'color-scrim-strong'],
];
const CONTROLS: [Token, Token][] = [
  ['color-accent', 'color-surface'],
  ['color-secondary', 'color-surface'],
  ['color-focus', 'color-surface'],
  ['color-neutral', 'color-surface'],
  ['color-disabled', 'color-surface'],
];

describe.each([
  ['light', false],
  ['dark', true],
])('the %s defaults', (_, dark) => {
  test.each(TEXT)('%s on %s reads at 4.5:1 or more', (text, background) => {
    expect(contrast(inScheme(text, dark), inScheme(background, dark))).toBeGreaterThanOrEqual(4.5);
  });
  test.each(CONTROLS)('%s stands out from %s at 3:1 or more', (control, background) => {
    expect(contrast(inScheme(control, dark), inScheme(background, dark))).toBeGreaterThanOrEqual(3);
  });
});

test('the dark defaults follow the page’s colour scheme, and a browser without light-dark() takes the light ones', () => {
  const css = themeDefaultsCss();
  expect(css).toContain(':where(:root){--sf-default-color-accent:#b84700;');
  expect(css).toContain('--sf-default-color-surface:light-dark(#fff,#1e1e1e)');
  const supports = css.slice(css.indexOf('@supports not (color:light-dark('));
  const fallback = supports.slice(supports.indexOf('{'));
  expect(fallback).toContain('--sf-default-color-surface:#fff');
  expect(fallback).not.toContain('light-dark(#');
});
