import farIslands from '../../islands/far-islands.css?inline';
import controls from '../button/controls.css?inline';
import { adoptStyles } from './adopt-styles';
import themeStyles from './theme.css?inline';
import { themeDefaultsCss } from './theme-defaults';

// What the page needs before any widget's chunk: the theme's defaults and shared rules, the controls, and the
// far islands' skipped rendering. Adopted once, when the runtime chunk is evaluated.
adoptStyles(themeDefaultsCss() + themeStyles + controls + farIslands);
