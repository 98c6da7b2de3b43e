import type { Page } from 'playwright-core';

// A completion mark ("Settings completed", "Moved to …") may show for a second only (docs/behaviour.md
// "Favourite folders"): a test that looked for it after its action raced that second, and beside a busy core
// it came too late. The page records every text its status regions hold from before the action on, and the
// test reads the record: proven by order, not by the clock.

type Recorded = { __statusTexts?: string[] };

/** From now on (until the page is left), records every text a `role="status"` element of the page holds. */
export async function recordStatusTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const texts: string[] = [];
    (window as Recorded).__statusTexts = texts;
    const read = () => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text && !texts.includes(text)) texts.push(text);
      }
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

/** The texts recorded since recordStatusTexts. */
export const statusTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as Recorded).__statusTexts ?? ['recordStatusTexts was not called']);

/** Resolves once a status region has held `text` since recordStatusTexts. */
export async function statusShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => (window as Recorded).__statusTexts?.includes(wanted) === true, text);
}
