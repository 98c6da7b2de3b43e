// `npm run size`: fails when the entry or a chunk of dist/ grows past its gzip budget (scripts/size-budgets.json).
// Budgets are per file name without its hash (`chunks/product-item.js`), in bytes of gzip -9, set from a
// measurement with a little headroom. A chunk without a budget fails too, so that a new chunk gets one.
// `npm run size -- --write` adds budgets for files that have none (from this build, +4%, at least +100 B);
// `--reset` rewrites every budget from this build. Shared chunks are named by rolldown after one of their
// modules, so a change to the module graph can rename one: give the new name its budget (--write).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const BUDGETS = join(ROOT, 'scripts/size-budgets.json');
const HEADROOM = 0.04;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
/** `chunks/product-item-B8dSYYs-.js` → `chunks/product-item.js` (Vite's hash: 8 url-safe characters). */
const unhashed = (path) => path.replace(/-[A-Za-z0-9_-]{8}(\.(?:js|css))$/, '$1');

const measured = new Map();
for (const path of files(DIST).filter((p) => p.endsWith('.js'))) {
  const name = unhashed(relative(DIST, path));
  const gzip = gzipSync(readFileSync(path), { level: 9 }).length;
  // Two chunks can share a name (two modules called community-links): budget them together.
  measured.set(name, (measured.get(name) ?? 0) + gzip);
}

const reset = process.argv.includes('--reset');
if (reset || process.argv.includes('--write')) {
  const old = reset ? {} : JSON.parse(readFileSync(BUDGETS, 'utf8'));
  const budgets = Object.fromEntries(
    [...measured.entries()]
      .sort(([a], [b]) => (a === 'storefront.js' ? -1 : b === 'storefront.js' ? 1 : a.localeCompare(b)))
      .map(([name, gzip]) => [name, old[name] ?? Math.max(Math.ceil(gzip * (1 + HEADROOM)), gzip + 100)]),
  );
  writeFileSync(BUDGETS, `${JSON.stringify(budgets, null, 2)}\n`);
  console.log(`wrote ${Object.keys(budgets).length} budgets to ${relative(ROOT, BUDGETS)}`);
  process.exit(0);
}

const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));
let failed = 0;
const rows = [];
for (const [name, gzip] of measured) {
  const budget = budgets[name];
  const status = budget === undefined ? 'NO BUDGET' : gzip > budget ? 'OVER' : 'ok';
  if (status !== 'ok') failed++;
  rows.push(`${status.padEnd(9)} ${name.padEnd(40)} ${String(gzip).padStart(7)} B gzip / ${budget ?? '-'} B`);
}
console.log(rows.join('\n'));
if (failed > 0) {
  console.error(
    `\n${failed} file(s) over or without a budget: shrink them, or (if the growth is wanted) raise the budget in ${relative(ROOT, BUDGETS)} (a new chunk: npm run size -- --write) and say why in the commit.`,
  );
  process.exit(1);
}
