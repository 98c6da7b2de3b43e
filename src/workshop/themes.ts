// The workshop's themes (its `theme` switch, and the stories' pictures in each): the defaults, a second
// site's theme (docs/page/theming.md shows the same CSS as its worked example) and a page in a dark
// scheme. Each is the CSS a host page would hold; the widgets' look comes from the theme tokens alone.

export const THEMES = ['default', 'second-site', 'dark'] as const;
export type ThemeName = (typeof THEMES)[number];

/** A second site: its own accent, font and corners, a darker price, and the focus ring in its accent. */
export const SECOND_SITE_CSS = `/* A second site: its own accent, font and corners, a darker price, and the focus ring in its accent. */
:root {
  --sf-color-accent: #0b6e4f;
  --sf-color-on-accent: #fff;
  --sf-color-focus: #0b6e4f;
  --sf-color-price: #a4161a;
  --sf-font-family: Georgia, 'Noto Serif CJK JP', serif;
  --sf-radius: 8px;
}
/* Only the sidebar's islands (and their popups) in a quieter accent. */
.sidebar { --sf-color-accent: #4a4a4a; }`;

/** A host page in a dark scheme: its own background and text follow the scheme, as the widgets' do. */
const DARK_CSS = ':root { color-scheme: dark; background: Canvas; } body { color: CanvasText; }';

const CSS: Record<ThemeName, string> = { default: '', 'second-site': SECOND_SITE_CSS, dark: DARK_CSS };

/**
 * The widgets' main stories, pictured in every theme (the others in the default one only): one per widget,
 * each showing its surfaces, text and primary action (a popup where the widget has one).
 */
export const THEMED_STORIES = [
  'community-links--counts',
  'favorite-button--member',
  'favorite-folder-menu--root-list',
  'favorite-folders--favourites',
  'favorite-item--popup',
  'follow-button--guest-popup',
  'member-messages--member',
  'preview-player--player',
  'price-box--discounted',
  'product-item--rental-only',
  'work-gallery--five',
] as const;

/** Puts `theme` on the page (a `<style>` at the end of the head); the returned function takes it off. */
export function applyTheme(theme: ThemeName): () => void {
  if (CSS[theme] === '') return () => undefined;
  const style = document.createElement('style');
  style.dataset.workshopTheme = theme;
  style.textContent = CSS[theme];
  document.head.append(style);
  return () => style.remove();
}
