import { THEME_TOKENS } from './theme-defaults';

/**
 * Gives `target` (an element outside the island, such as a popup appended to the body) the theme its island
 * has: each token the host set on the island or an ancestor of it, and the island's colour scheme.
 */
export function inheritTheme(target: HTMLElement, island: Element): void {
  const computed = getComputedStyle(island);
  for (const token of THEME_TOKENS) {
    const value = computed.getPropertyValue(token).trim();
    if (value !== '') target.style.setProperty(token, value);
  }
  const scheme = computed.getPropertyValue('color-scheme');
  if (scheme !== '') target.style.setProperty('color-scheme', scheme);
}
