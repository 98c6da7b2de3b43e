import axe from 'axe-core';
import { afterEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { applyTheme, THEMED_STORIES, THEMES } from '../../src/workshop/themes';

// `npm run test:stories`: after each story has reached its state and run its play, the page is compared
// with the story's reference images at a phone's and a desktop's width (docs/workshop.md "Reference
// images"), fonts loaded and motion off. References: test/workshop/screenshots/<widget>/<story>-<width>.png;
// a failed comparison leaves the reference, the new shot and the diff in test-results/stories/. Then the
// same state in the workshop's other themes (src/workshop/themes.ts): axe's colour contrast clean in each,
// and each widget's main story pictured in each (<story>-<theme>-<width>.png).

/** The widths every story is compared at, with the height of the window around them. */
const SHOT_SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

async function shoot(name: string) {
  await document.fonts.ready;
  for (const { width, height } of SHOT_SIZES) {
    await page.viewport(width, height);
    // The pointer to the window's far corner: where it was clicked, a new layout would leave a hover that
    // Chromium updates only on its own later tick.
    await userEvent.hover(document.body, { position: { x: width - 2, y: height - 2 }, force: true });
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-${width}`);
  }
}

/** axe's colour-contrast findings on the page as it is painted now. */
async function contrastViolations(): Promise<string[]> {
  const { violations } = await axe.run(document, { runOnly: ['color-contrast'] });
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  // A story that already failed says why; a second failure from its picture would only hide that.
  if (!storyId || task.result?.state === 'fail') return;
  await shoot(storyId);
  for (const theme of THEMES.filter((name) => name !== 'default')) {
    const remove = applyTheme(theme);
    try {
      expect(await contrastViolations(), `axe in the ${theme} theme`).toEqual([]);
      if ((THEMED_STORIES as readonly string[]).includes(storyId)) await shoot(`${storyId}-${theme}`);
    } finally {
      remove();
    }
  }
});
