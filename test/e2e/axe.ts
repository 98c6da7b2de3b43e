import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core injected into the page under test (no network): the WCAG 2.0-2.2 A and AA rules. Frames are
// not entered: the only one is the preview player's, a page of the store's own player that axe is not in
// (axe would wait 0.5 s for it on every work page); the iframe element itself is still checked.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * One line per violated rule and node: `rule (impact): target`, so a failure names what to fix. `within`: a
 * selector for the parts checked (the whole document without it).
 */
export async function axeViolations(page: Page, label: string, within?: string): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(
    async ({ tags, within }) => {
      const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<AxeResult> } })
        .axe;
      interface AxeResult {
        violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
      }
      const context = within === undefined ? document : { include: [[within]] };
      const result = await axe.run(context, { iframes: false, runOnly: { type: 'tag', values: tags } });
      return result.violations.flatMap((v) =>
        v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`),
      );
    },
    { tags: TAGS, within },
  );
  return found.map((line) => `${label}: ${line}`);
}
