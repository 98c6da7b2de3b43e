import type { ThemeToken } from './theme-defaults';

// What each theme token is for, in the words of a designer: docs/page/theming.md and the stylesheet editor
// data are generated from this (`npm run docs:widgets`). Never imported by the bundle.

export const THEME_TOKEN_DOCS: Record<ThemeToken, string> = {
  'color-accent':
    "The primary action's background (Add to Cart on a card and in the price box), and the border and text of a card's In Cart and rental buttons.",
  'color-accent-text':
    "The accent as text and border on a surface: a card's In Cart and rental buttons, the rental options' entries. Not set, the host's `--sf-color-accent` where it sets one.",
  'color-on-accent': "The primary action's text, on `--sf-color-accent`.",
  'color-secondary':
    'A secondary action on a work the shopper owns (Download, Stream on a card), and the border of a followed maker.',
  'color-on-secondary': 'Text on `--sf-color-secondary`.',
  'color-neutral':
    'A link that stands in for the primary action once it is done (In Cart, Download in the price box).',
  'color-disabled': 'An action that cannot be taken, shown as a state (sales ended).',
  'color-on-neutral': 'Text on `--sf-color-neutral` and `--sf-color-disabled`.',
  'color-text': "The widgets' text, and the rating tooltip's background.",
  'color-text-muted': 'Secondary text: makers, dates, counts, the official price, notes, close buttons.',
  'color-surface': "Popups, dialogs, menus, the controls' background, and the rating tooltip's text.",
  'color-surface-muted': "A menu item under the pointer or focus, and the gallery's stage behind its image.",
  'color-border': "The controls' and popups' borders.",
  'color-divider': "Lines between rows, and the price box's frame.",
  'color-danger': 'Error messages and the Delete menu item.',
  'color-success': 'A confirmation beside a saved folder.',
  'color-price': 'The price on a card and the discount in the price box.',
  'color-link': 'A link drawn by a widget (the folder of a favourite, the devices toggle).',
  'color-focus': 'The focus ring of every control.',
  'color-highlight': 'Points, the gift label, the rating, and a favourite already added.',
  'color-highlight-surface':
    'Behind `--sf-color-highlight`: the gift label, the favourite added, the current folder.',
  'color-highlight-border': 'The border of a favourite already added.',
  'color-selected': 'The text of a chosen state (a maker followed) and the current thumbnail’s frame.',
  'color-selected-surface': 'Behind `--sf-color-selected`: the Following button.',
  'color-badge': "The coupon badge's text on a card.",
  'color-badge-surface': "The coupon badge's background.",
  'color-placeholder': "A card's and the price box's loading placeholders.",
  'color-placeholder-shine': 'The moving shine across a loading placeholder (none with reduced motion).',
  'color-shadow': "The popups' shadow and the cart bar's.",
  'color-scrim': "What dims the page behind the sample viewer, and the zoom's bar of buttons.",
  'color-scrim-strong': 'What dims the page behind the zoomed image.',
  'color-scrim-light': "The gallery's arrow buttons over an image.",
  'color-on-scrim': "Text and arrows on the scrims: the zoom's text and bar, the gallery's arrows.",
  radius: "The corners of controls, popups and the price box (a badge's corners are half of it).",
  'font-family':
    "The widgets' font. Not set, the widgets take the page's font (each island inherits it); there is no default.",
};
