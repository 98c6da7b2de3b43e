// The theme's defaults: every colour and radius a widget's stylesheet uses, in one table. A host themes the
// widgets by setting the public tokens (`--sf-color-accent`, …: docs/page/theming.md) on `:root` or on any
// ancestor of the islands; each stylesheet reads `var(--sf-<token>, var(--sf-default-<token>))`, so a token
// the host sets wins wherever it is set, and the defaults below apply where it sets none. The public tokens
// themselves are never declared by the bundle: no cascade layer, order or specificity of the host's can lose
// to ours.

/** A token's default in a light scheme, and in a dark one where it differs. */
export type ThemeDefault = readonly [light: string, dark?: string];

export const THEME_DEFAULTS = {
  'color-accent': ['#b84700'],
  'color-on-accent': ['#fff'],
  'color-accent-text': ['#b84700', '#e8915a'],
  'color-secondary': ['#2a6ebb'],
  'color-on-secondary': ['#fff'],
  'color-neutral': ['#555', '#6b6b6b'],
  'color-disabled': ['#767676'],
  'color-on-neutral': ['#fff'],
  'color-text': ['#333', '#e8e8e8'],
  'color-text-muted': ['#666', '#a6a6a6'],
  'color-surface': ['#fff', '#1e1e1e'],
  'color-surface-muted': ['#f4f4f4', '#2b2b2b'],
  'color-border': ['#d0d0d0', '#6b6b6b'],
  'color-divider': ['#e5e5e5', '#3d3d3d'],
  'color-danger': ['#c00', '#ff7070'],
  'color-success': ['#2a7a2a', '#6fcf6f'],
  'color-price': ['#c00', '#ff7070'],
  'color-link': ['#06c', '#7ab8ff'],
  'color-focus': ['#2a6ebb', '#7ab8ff'],
  'color-highlight': ['#8a5a00', '#f0b44a'],
  'color-highlight-surface': ['#fdf1dc', '#3a2e12'],
  'color-highlight-border': ['#f0b400', '#b08400'],
  'color-selected': ['#1c5bb0', '#9cc8ff'],
  'color-selected-surface': ['#eef5ff', '#15263d'],
  'color-badge': ['#c2185b', '#ffb0c8'],
  'color-badge-surface': ['#fce4ec', '#4a1f2c'],
  'color-placeholder': ['#f2f2f2', '#2b2b2b'],
  'color-placeholder-shine': ['#e8e8e8', '#363636'],
  'color-shadow': ['rgb(0 0 0 / 15%)', 'rgb(0 0 0 / 60%)'],
  'color-scrim': ['rgb(0 0 0 / 60%)'],
  'color-scrim-strong': ['rgb(0 0 0 / 88%)'],
  'color-scrim-light': ['rgb(0 0 0 / 45%)'],
  'color-on-scrim': ['#fff'],
  radius: ['4px'],
} as const satisfies Record<string, ThemeDefault>;

export type ThemeToken = keyof typeof THEME_DEFAULTS | 'font-family';

/** Every public token's name, `--sf-font-family` included (it has no default: the page's font is inherited). */
export const THEME_TOKENS = [...Object.keys(THEME_DEFAULTS), 'font-family'].map((name) => `--sf-${name}`);

const declarations = (value: (defaults: ThemeDefault) => string, schemed = false): string =>
  Object.entries(THEME_DEFAULTS)
    .filter(([, defaults]) => !schemed || defaults.length > 1)
    .map(([name, defaults]) => `--sf-default-${name}:${value(defaults)}`)
    .join(';');

/**
 * The defaults as a stylesheet: on the root with no specificity, each in the scheme of the element that uses
 * it (`light-dark()` follows the page's `color-scheme`); a browser without `light-dark()` takes the light ones.
 */
export const themeDefaultsCss = (): string =>
  `:where(:root){${declarations(([light, dark]) => (dark === undefined ? light : `light-dark(${light},${dark})`))}}` +
  `@supports not (color:light-dark(#000,#fff)){:where(:root){${declarations(([light]) => light, true)}}}`;
